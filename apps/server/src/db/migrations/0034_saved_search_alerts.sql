-- Saved searches told about a first publication, once each (docs/operations.md "Background work").
CREATE TABLE "saved_search_alerts" (
	"document_id" text NOT NULL,
	"tariff_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_alerts_document_id_tariff_key_pk" PRIMARY KEY("document_id","tariff_key")
);
--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
