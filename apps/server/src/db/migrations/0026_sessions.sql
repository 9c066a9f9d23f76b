-- The device, address and last activity of a session, and the sign-in history, for the account's sessions (docs/identity.md "Sessions").
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "idp_sign_in_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sub" text NOT NULL,
	"ok" boolean NOT NULL,
	"method" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idp_sign_in_events_method" CHECK ("idp_sign_in_events"."method" in ('password', 'code', 'passkey'))
);
--> statement-breakpoint
CREATE INDEX "idp_sign_in_events_sub_idx" ON "idp_sign_in_events" USING btree ("sub","created_at");
