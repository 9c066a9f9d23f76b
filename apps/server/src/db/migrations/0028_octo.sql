-- OCTO connectivity (docs/octo.md): a booking's sales channel, the OCTO uuid a reseller names it by, the
-- reseller's own reference and the traveller contact OCTO carries. Web bookings keep channel 'web' and nulls.
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
