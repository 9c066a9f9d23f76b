-- Added by hand (drizzle-kit does not generate extensions): trigram search over tariffs (DESIGN §3).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "tariff_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tariff_key" text NOT NULL,
	"space_key" text NOT NULL,
	"version" integer NOT NULL,
	"action" text NOT NULL,
	"target" text DEFAULT 'tariff' NOT NULL,
	"from_state" text,
	"to_state" text,
	"note" text,
	"diff" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"actor" text NOT NULL,
	"actor_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tariff_events" (
	"key" text PRIMARY KEY NOT NULL,
	"space_key" text NOT NULL,
	"doc" jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tariff_revisions" (
	"tariff_key" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"doc" jsonb NOT NULL,
	"note" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tariffs" (
	"key" text PRIMARY KEY NOT NULL,
	"space_key" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"doc" jsonb NOT NULL,
	"note" text,
	"category" text NOT NULL,
	"prefecture" text NOT NULL,
	"currency" text NOT NULL,
	"visibility" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"title_jp" text NOT NULL,
	"title_en" text NOT NULL,
	"price_from" bigint,
	"search_text" text NOT NULL,
	"search_title" text NOT NULL,
	"search_grams" text[] NOT NULL,
	"created_by" text NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tariff_events" ADD CONSTRAINT "tariff_events_space_key_spaces_key_fk" FOREIGN KEY ("space_key") REFERENCES "public"."spaces"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_revisions" ADD CONSTRAINT "tariff_revisions_tariff_key_tariffs_key_fk" FOREIGN KEY ("tariff_key") REFERENCES "public"."tariffs"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariffs" ADD CONSTRAINT "tariffs_space_key_spaces_key_fk" FOREIGN KEY ("space_key") REFERENCES "public"."spaces"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tariff_audit_tariff_idx" ON "tariff_audit" USING btree ("tariff_key","created_at");--> statement-breakpoint
CREATE INDEX "tariff_events_space_idx" ON "tariff_events" USING btree ("space_key","starts_on");--> statement-breakpoint
CREATE INDEX "tariff_events_published_idx" ON "tariff_events" USING btree ("starts_on") WHERE published;--> statement-breakpoint
CREATE INDEX "tariff_revisions_submitted_idx" ON "tariff_revisions" USING btree ("updated_at") WHERE state = 'submitted';--> statement-breakpoint
CREATE INDEX "tariffs_space_idx" ON "tariffs" USING btree ("space_key","updated_at");--> statement-breakpoint
CREATE INDEX "tariffs_listed_idx" ON "tariffs" USING btree ("state","visibility","published_at");--> statement-breakpoint
CREATE INDEX "tariffs_category_idx" ON "tariffs" USING btree ("category");--> statement-breakpoint
CREATE INDEX "tariffs_prefecture_idx" ON "tariffs" USING btree ("prefecture");--> statement-breakpoint
CREATE INDEX "tariffs_search_trgm_idx" ON "tariffs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tariffs_search_grams_idx" ON "tariffs" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "tariffs_submitted_idx" ON "tariffs" USING btree ("updated_at") WHERE state = 'submitted';