-- Account recovery without any second factor: the mailed link, then a 24-hour wait the owner can cancel
-- (docs/identity.md "Losing every factor").
CREATE TABLE "idp_recoveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sub" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "idp_recoveries_sub_idx" ON "idp_recoveries" USING btree ("sub");--> statement-breakpoint
CREATE UNIQUE INDEX "idp_recoveries_one_open_idx" ON "idp_recoveries" USING btree ("sub") WHERE cancelled_at is null and completed_at is null;--> statement-breakpoint
ALTER TABLE "idp_factor_audit" DROP CONSTRAINT "idp_factor_audit_action";--> statement-breakpoint
ALTER TABLE "idp_factor_audit" ADD CONSTRAINT "idp_factor_audit_action" CHECK ("idp_factor_audit"."action" in ('enrol', 'remove', 'reset', 'recovery_regenerated', 'recovery_used', 'passkey_added', 'passkey_removed', 'passkey_cloned', 'recovery_started', 'recovery_cancelled', 'recovered'));
--> statement-breakpoint
ALTER TABLE "alert_mails" ADD COLUMN "address" text;
