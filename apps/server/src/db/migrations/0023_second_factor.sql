-- Authenticator codes of the embedded provider, recovery codes, and a space requiring a second factor
-- (docs/identity.md "Second factor").
CREATE TABLE "idp_factors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sub" text NOT NULL,
	"kind" text DEFAULT 'totp' NOT NULL,
	"sealed_secret" text NOT NULL,
	"last_used_step" bigint,
	"confirmed_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idp_factors_kind" CHECK ("idp_factors"."kind" in ('totp'))
);
--> statement-breakpoint
CREATE INDEX "idp_factors_sub_idx" ON "idp_factors" USING btree ("sub");--> statement-breakpoint
CREATE UNIQUE INDEX "idp_factors_one_totp_idx" ON "idp_factors" USING btree ("sub","kind") WHERE confirmed_at is not null;--> statement-breakpoint
CREATE TABLE "idp_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sub" text NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "idp_recovery_codes_sub_idx" ON "idp_recovery_codes" USING btree ("sub");--> statement-breakpoint
CREATE TABLE "idp_factor_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sub" text NOT NULL,
	"actor_sub" text NOT NULL,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idp_factor_audit_action" CHECK ("idp_factor_audit"."action" in ('enrol', 'remove', 'reset', 'recovery_regenerated', 'recovery_used'))
);
--> statement-breakpoint
CREATE INDEX "idp_factor_audit_sub_idx" ON "idp_factor_audit" USING btree ("sub","created_at");--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "require_second_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "second_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
DROP TRIGGER "spaces_caller_changed" ON "spaces";--> statement-breakpoint
CREATE TRIGGER "spaces_caller_changed" AFTER UPDATE OF "kind", "role", "require_second_factor" OR DELETE ON "spaces" FOR EACH ROW EXECUTE FUNCTION "caller_changed_notify"();
