-- Passkeys of the embedded provider and their single-use challenges (docs/identity.md "Passkeys").
CREATE TABLE "idp_passkeys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sub" text NOT NULL,
	"credential_id" text NOT NULL,
	"public_key" text NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"device_type" text NOT NULL,
	"backed_up" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idp_passkeys_device_type" CHECK ("idp_passkeys"."device_type" in ('singleDevice', 'multiDevice'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "idp_passkeys_credential_idx" ON "idp_passkeys" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "idp_passkeys_sub_idx" ON "idp_passkeys" USING btree ("sub");--> statement-breakpoint
CREATE TABLE "idp_webauthn_challenges" (
	"challenge" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"sub" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "idp_webauthn_challenges_purpose" CHECK ("idp_webauthn_challenges"."purpose" in ('register', 'authenticate'))
);
--> statement-breakpoint
CREATE INDEX "idp_webauthn_challenges_expires_idx" ON "idp_webauthn_challenges" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "idp_factor_audit" DROP CONSTRAINT "idp_factor_audit_action";--> statement-breakpoint
ALTER TABLE "idp_factor_audit" ADD CONSTRAINT "idp_factor_audit_action" CHECK ("idp_factor_audit"."action" in ('enrol', 'remove', 'reset', 'recovery_regenerated', 'recovery_used', 'passkey_added', 'passkey_removed', 'passkey_cloned'));
