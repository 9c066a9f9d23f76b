CREATE TABLE "credential_schemas" (
	"name" text NOT NULL,
	"version" integer NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"claims" jsonb NOT NULL,
	"display" jsonb NOT NULL,
	"disclosable" jsonb NOT NULL,
	"validity_days" integer NOT NULL,
	"issuers" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"dataset" text DEFAULT 'raw' NOT NULL,
	"schema_only" boolean DEFAULT false NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credential_schemas_name_version_pk" PRIMARY KEY("name","version")
);
--> statement-breakpoint
CREATE TABLE "credential_issuer_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"space" text NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"sealed_jwk" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "credential_holder_keys" (
	"space" text PRIMARY KEY NOT NULL,
	"kid" text NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"sealed_jwk" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credential_issuer_prefs" (
	"space" text PRIMARY KEY NOT NULL,
	"display" jsonb,
	"validity_days" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credential_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"schema_name" text NOT NULL,
	"version" integer NOT NULL,
	"holder" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"claims" jsonb NOT NULL,
	"evidence" jsonb NOT NULL,
	"reason" text,
	"credential_id" uuid,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text
);
--> statement-breakpoint
CREATE TABLE "credential_status_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"size" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"schema_name" text NOT NULL,
	"version" integer NOT NULL,
	"issuer" text NOT NULL,
	"holder" text NOT NULL,
	"kid" text NOT NULL,
	"sdjwt" text NOT NULL,
	"claims" jsonb NOT NULL,
	"status_list" integer,
	"status_idx" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text,
	"revoked_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presentation_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"verifier" text NOT NULL,
	"holder" text,
	"dcql" jsonb NOT NULL,
	"purpose" jsonb,
	"nonce" text NOT NULL,
	"aud" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"result" jsonb,
	"reason" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "presentations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"credential_id" uuid,
	"holder" text,
	"verifier" text NOT NULL,
	"vp_token" text NOT NULL,
	"disclosed" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "presentations" ADD CONSTRAINT "presentations_request_id_presentation_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."presentation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_applications" ADD CONSTRAINT "credential_applications_schema_fk" FOREIGN KEY ("schema_name","version") REFERENCES "public"."credential_schemas"("name","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_status_list_fk" FOREIGN KEY ("status_list") REFERENCES "public"."credential_status_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credential_issuer_keys_active_idx" ON "credential_issuer_keys" USING btree ("space") WHERE active;--> statement-breakpoint
CREATE UNIQUE INDEX "credential_applications_pending_idx" ON "credential_applications" USING btree ("holder","schema_name") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "credential_applications_state_idx" ON "credential_applications" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "credentials_status_idx" ON "credentials" USING btree ("status_list","status_idx");--> statement-breakpoint
CREATE INDEX "credentials_holder_idx" ON "credentials" USING btree ("holder","schema_name");--> statement-breakpoint
CREATE INDEX "credentials_revoked_idx" ON "credentials" USING btree ("status_list") WHERE revoked_at is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "presentation_requests_nonce_idx" ON "presentation_requests" USING btree ("nonce");--> statement-breakpoint
CREATE INDEX "presentation_requests_holder_idx" ON "presentation_requests" USING btree ("holder","created_at");--> statement-breakpoint
CREATE INDEX "presentation_requests_verifier_idx" ON "presentation_requests" USING btree ("verifier","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "presentations_request_idx" ON "presentations" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "presentations_credential_idx" ON "presentations" USING btree ("credential_id");--> statement-breakpoint
-- The two credential types of issue 18 exist in every database (not demo data): the administrators' space issues them.
INSERT INTO "credential_schemas" ("name", "version", "title", "description", "claims", "display", "disclosable", "validity_days", "issuers", "created_by") VALUES
('registered-business', 1,
 '{"jp":"登録事業者","en":"Registered business"}',
 '{"jp":"法人番号・適格請求書発行事業者登録番号・旅行業登録を確認した事業者","en":"A business whose corporate number, qualified-invoice number and travel business registration were checked"}',
 '{"type":"object","additionalProperties":false,"required":["company_name_jp","corporate_number","prefecture"],"properties":{"company_name_jp":{"type":"string","minLength":1,"maxLength":200},"company_name_en":{"type":"string","minLength":1,"maxLength":200},"corporate_number":{"type":"string","pattern":"^[0-9]{13}$"},"invoice_number":{"type":"string","pattern":"^T[0-9]{13}$"},"travel_registration":{"type":"string","minLength":1,"maxLength":100},"prefecture":{"type":"string","minLength":2,"maxLength":10}}}',
 '{"company_name_jp":{"jp":"会社名（日本語）","en":"Company name (Japanese)"},"company_name_en":{"jp":"会社名（英語）","en":"Company name (English)"},"corporate_number":{"jp":"法人番号","en":"Corporate number"},"invoice_number":{"jp":"適格請求書発行事業者登録番号","en":"Qualified-invoice number"},"travel_registration":{"jp":"旅行業登録","en":"Travel business registration"},"prefecture":{"jp":"所在地（都道府県）","en":"Prefecture"}}',
 '["company_name_jp","company_name_en","corporate_number","invoice_number","travel_registration","prefecture"]',
 365, '["admin"]', 'system'),
('licensed-guide', 1,
 '{"jp":"全国通訳案内士・地域通訳案内士","en":"Licensed guide"}',
 '{"jp":"資格と登録番号を確認した通訳案内士","en":"A guide whose licence and registration number were checked"}',
 '{"type":"object","additionalProperties":false,"required":["name","licence_type","licence_number","prefecture","languages"],"properties":{"name":{"type":"string","minLength":1,"maxLength":200},"licence_type":{"type":"string","minLength":1,"maxLength":100},"licence_number":{"type":"string","minLength":1,"maxLength":50},"prefecture":{"type":"string","minLength":2,"maxLength":10},"languages":{"type":"array","minItems":1,"maxItems":20,"uniqueItems":true,"items":{"type":"string","minLength":2,"maxLength":35}},"last_training":{"type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"}}}',
 '{"name":{"jp":"氏名","en":"Name"},"licence_type":{"jp":"資格の種類","en":"Licence type"},"licence_number":{"jp":"登録番号","en":"Licence number"},"prefecture":{"jp":"登録都道府県","en":"Registering prefecture"},"languages":{"jp":"言語","en":"Languages"},"last_training":{"jp":"最終研修日","en":"Last training"}}',
 '["name","licence_type","licence_number","prefecture","languages","last_training"]',
 1095, '["admin"]', 'system');
