-- Who shared a document with whom, and when (docs/ARCHITECTURE.md "Documents").
CREATE TABLE "document_acl_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" text NOT NULL,
	"owner_space" text NOT NULL,
	"actor_sub" text NOT NULL,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"space" text NOT NULL,
	"from_permission" text,
	"to_permission" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_acl_audit" ADD CONSTRAINT "document_acl_audit_owner_space_spaces_key_fk" FOREIGN KEY ("owner_space") REFERENCES "public"."spaces"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_acl_audit_document_idx" ON "document_acl_audit" USING btree ("document_id","created_at");--> statement-breakpoint
-- Notes are their space's alone: entries that once shared one are removed.
DELETE FROM "document_acl" WHERE "document_id" IN (SELECT "id" FROM "documents" WHERE "collection" = 'notes');--> statement-breakpoint
-- A credential re-issued into an external wallet names its original, so revoking one revokes all.
ALTER TABLE "credentials" ADD COLUMN "origin_id" uuid;--> statement-breakpoint
CREATE INDEX "credentials_origin_idx" ON "credentials" USING btree ("origin_id") WHERE origin_id is not null;--> statement-breakpoint
-- Copies issued before: their offer names what they copy (a credential, or an application's credential).
UPDATE "credentials" AS c SET "origin_id" = s."origin"
FROM (
	SELECT o."credential_id"::uuid AS "copy",
		CASE WHEN o."source_kind" = 'credential' THEN o."source_id"::uuid ELSE a."credential_id" END AS "origin"
	FROM "oid4vci_offers" o
	LEFT JOIN "credential_applications" a ON o."source_kind" = 'application' AND a."id"::text = o."source_id"
	WHERE o."credential_id" IS NOT NULL
) AS s
WHERE c."id" = s."copy" AND s."origin" IS NOT NULL AND s."origin" <> c."id";
