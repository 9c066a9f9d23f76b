-- OCTO connectivity (docs/octo.md): a booking's sales channel, the OCTO uuid a reseller names it by, the
-- reseller's own reference and the traveller contact OCTO carries; the resellers' webhooks and their deliveries.
ALTER TABLE "bookings" ADD COLUMN "channel" text DEFAULT 'web' NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "octo_uuid" text;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reseller_reference" text;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "contact" jsonb;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_channel" CHECK ("bookings"."channel" in ('web', 'octo'));
--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_octo_uuid_idx" ON "bookings" USING btree ("octo_uuid");
--> statement-breakpoint
CREATE INDEX "bookings_reseller_reference_idx" ON "bookings" USING btree ("buyer_key","reseller_reference");
--> statement-breakpoint
CREATE TABLE "octo_webhooks" (
	"id" text PRIMARY KEY NOT NULL,
	"buyer_key" text NOT NULL,
	"supplier_key" text NOT NULL,
	"url" text NOT NULL,
	"event" text DEFAULT 'booking_update' NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "octo_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"webhook_id" text NOT NULL,
	"booking_key" text NOT NULL,
	"change" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "octo_deliveries_state" CHECK ("octo_deliveries"."state" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "octo_webhooks" ADD CONSTRAINT "octo_webhooks_buyer_key_spaces_key_fk" FOREIGN KEY ("buyer_key") REFERENCES "public"."spaces"("key") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "octo_webhooks" ADD CONSTRAINT "octo_webhooks_supplier_key_spaces_key_fk" FOREIGN KEY ("supplier_key") REFERENCES "public"."spaces"("key") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "octo_deliveries" ADD CONSTRAINT "octo_deliveries_webhook_id_octo_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."octo_webhooks"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "octo_webhooks_parties_idx" ON "octo_webhooks" USING btree ("buyer_key","supplier_key");
--> statement-breakpoint
CREATE INDEX "octo_deliveries_due_idx" ON "octo_deliveries" USING btree ("state","next_attempt_at");
--> statement-breakpoint
CREATE INDEX "octo_deliveries_webhook_idx" ON "octo_deliveries" USING btree ("webhook_id","created_at");
