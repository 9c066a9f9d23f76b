CREATE TABLE "documents" (
	"id" text PRIMARY KEY NOT NULL,
	"space_key" text NOT NULL,
	"collection" text NOT NULL,
	"doc" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_acl" (
	"document_id" text NOT NULL,
	"space_key" text NOT NULL,
	"permission" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_acl_document_id_space_key_pk" PRIMARY KEY("document_id","space_key")
);
--> statement-breakpoint
CREATE TABLE "proposal_links" (
	"id" text PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_space_key_spaces_key_fk" FOREIGN KEY ("space_key") REFERENCES "public"."spaces"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_acl" ADD CONSTRAINT "document_acl_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_acl" ADD CONSTRAINT "document_acl_space_key_spaces_key_fk" FOREIGN KEY ("space_key") REFERENCES "public"."spaces"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_links" ADD CONSTRAINT "proposal_links_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_space_idx" ON "documents" USING btree ("space_key","collection","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_favourite_idx" ON "documents" USING btree ("space_key",("doc"->>'tariff')) WHERE collection = 'favourites';--> statement-breakpoint
CREATE INDEX "document_acl_space_idx" ON "document_acl" USING btree ("space_key");--> statement-breakpoint
CREATE INDEX "proposal_links_document_idx" ON "proposal_links" USING btree ("document_id");
