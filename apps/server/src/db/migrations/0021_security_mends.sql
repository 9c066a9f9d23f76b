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
--> statement-breakpoint
-- Who stored each object, and for which space: a plain object is no longer readable by anyone holding its hash.
CREATE TABLE "storage_uploads" (
	"hash" text NOT NULL,
	"sub" text NOT NULL,
	"space_key" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_uploads_hash_sub_space_key_pk" PRIMARY KEY("hash","sub","space_key")
);
--> statement-breakpoint
CREATE INDEX "storage_uploads_space_idx" ON "storage_uploads" USING btree ("space_key");--> statement-breakpoint
-- Objects stored before: their first uploader keeps them.
INSERT INTO "storage_uploads" ("hash", "sub", "space_key", "created_at")
SELECT "hash", "created_by", '', "created_at" FROM "storage_objects" ON CONFLICT DO NOTHING;
