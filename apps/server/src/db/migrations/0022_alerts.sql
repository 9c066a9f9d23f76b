-- Mail alerts and contact persons (docs/product-decisions.md §14).
CREATE TABLE "notification_prefs" (
	"sub" text PRIMARY KEY NOT NULL,
	"lang" text DEFAULT 'jp' NOT NULL,
	"modes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target" text NOT NULL,
	"kind" text NOT NULL,
	"mode" text NOT NULL,
	"subject" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"link" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "alert_mails_mode" CHECK ("alert_mails"."mode" in ('mail', 'digest'))
);
--> statement-breakpoint
CREATE INDEX "alert_mails_queued_idx" ON "alert_mails" USING btree ("mode","target","created_at") WHERE sent_at is null;--> statement-breakpoint
CREATE TABLE "space_contacts" (
	"space_key" text PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"digest_at" text DEFAULT '08:00' NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "space_contacts_digest_at" CHECK ("space_contacts"."digest_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
ALTER TABLE "space_contacts" ADD CONSTRAINT "space_contacts_space_key_spaces_key_fk" FOREIGN KEY ("space_key") REFERENCES "public"."spaces"("key") ON DELETE cascade ON UPDATE no action;
