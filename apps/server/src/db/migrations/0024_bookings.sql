-- Bookings on inventory (docs/product-decisions.md §15): per-date sale modes and capacity, partner allotments,
-- bookings with their versions, and the buyers' idempotency keys. Units in use are counted from bookings.
CREATE TABLE "booking_inventory" (
	"tariff_key" text NOT NULL,
	"date" date NOT NULL,
	"mode" text NOT NULL,
	"capacity" integer DEFAULT 0 NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_inventory_tariff_key_date_pk" PRIMARY KEY("tariff_key","date"),
	CONSTRAINT "booking_inventory_mode" CHECK ("booking_inventory"."mode" in ('free_sale', 'allotment', 'on_request')),
	CONSTRAINT "booking_inventory_capacity" CHECK ("booking_inventory"."capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_allotments" (
	"tariff_key" text NOT NULL,
	"partner_key" text NOT NULL,
	"date" date NOT NULL,
	"units" integer NOT NULL,
	"release_days" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_allotments_tariff_key_date_partner_key_pk" PRIMARY KEY("tariff_key","date","partner_key"),
	CONSTRAINT "booking_allotments_units" CHECK ("booking_allotments"."units" >= 0),
	CONSTRAINT "booking_allotments_release" CHECK ("booking_allotments"."release_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"key" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"tariff_key" text NOT NULL,
	"supplier_key" text NOT NULL,
	"buyer_key" text NOT NULL,
	"state" text NOT NULL,
	"first_date" date NOT NULL,
	"last_date" date NOT NULL,
	"adults" integer NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"bands" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"units" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	"total" integer NOT NULL,
	"fee_schedule" jsonb NOT NULL,
	"day_trip" boolean DEFAULT false NOT NULL,
	"fee" integer,
	"hold_expires_at" timestamp with time zone,
	"reason" text,
	"inquiry_key" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_reference_unique" UNIQUE("reference"),
	CONSTRAINT "bookings_inquiry_key_unique" UNIQUE("inquiry_key"),
	CONSTRAINT "bookings_state" CHECK ("bookings"."state" in ('held', 'pending', 'confirmed', 'expired', 'rejected', 'cancelled', 'completed', 'no_show')),
	CONSTRAINT "bookings_units" CHECK ("bookings"."units" > 0),
	CONSTRAINT "bookings_group" CHECK ("bookings"."adults" >= 1 and "bookings"."children" >= 0),
	CONSTRAINT "bookings_dates" CHECK ("bookings"."last_date" >= "bookings"."first_date"),
	CONSTRAINT "bookings_money" CHECK ("bookings"."total" >= 0 and ("bookings"."fee" is null or "bookings"."fee" >= 0))
);
--> statement-breakpoint
CREATE TABLE "booking_versions" (
	"booking_key" text NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"diff" jsonb NOT NULL,
	"actor_sub" text,
	"actor_name" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_versions_booking_key_version_pk" PRIMARY KEY("booking_key","version")
);
--> statement-breakpoint
CREATE TABLE "booking_idempotency" (
	"buyer_key" text NOT NULL,
	"key" text NOT NULL,
	"body_hash" text NOT NULL,
	"booking_key" text,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_idempotency_buyer_key_key_pk" PRIMARY KEY("buyer_key","key")
);
--> statement-breakpoint
ALTER TABLE "booking_inventory" ADD CONSTRAINT "booking_inventory_tariff_key_tariffs_key_fk" FOREIGN KEY ("tariff_key") REFERENCES "public"."tariffs"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_allotments" ADD CONSTRAINT "booking_allotments_tariff_key_tariffs_key_fk" FOREIGN KEY ("tariff_key") REFERENCES "public"."tariffs"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_allotments" ADD CONSTRAINT "booking_allotments_partner_key_spaces_key_fk" FOREIGN KEY ("partner_key") REFERENCES "public"."spaces"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_tariff_key_tariffs_key_fk" FOREIGN KEY ("tariff_key") REFERENCES "public"."tariffs"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_supplier_key_spaces_key_fk" FOREIGN KEY ("supplier_key") REFERENCES "public"."spaces"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_buyer_key_spaces_key_fk" FOREIGN KEY ("buyer_key") REFERENCES "public"."spaces"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_versions" ADD CONSTRAINT "booking_versions_booking_key_bookings_key_fk" FOREIGN KEY ("booking_key") REFERENCES "public"."bookings"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_idempotency" ADD CONSTRAINT "booking_idempotency_buyer_key_spaces_key_fk" FOREIGN KEY ("buyer_key") REFERENCES "public"."spaces"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_idempotency" ADD CONSTRAINT "booking_idempotency_booking_key_bookings_key_fk" FOREIGN KEY ("booking_key") REFERENCES "public"."bookings"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_tariff_dates_idx" ON "bookings" USING btree ("tariff_key","first_date","last_date");--> statement-breakpoint
CREATE INDEX "bookings_buyer_idx" ON "bookings" USING btree ("buyer_key","created_at");--> statement-breakpoint
CREATE INDEX "bookings_supplier_idx" ON "bookings" USING btree ("supplier_key","first_date");
