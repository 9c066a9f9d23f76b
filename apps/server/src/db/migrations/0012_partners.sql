CREATE TABLE "agreements" (
	"key" text PRIMARY KEY NOT NULL,
	"partnership_key" text NOT NULL,
	"buyer_key" text NOT NULL,
	"supplier_key" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"terms" jsonb NOT NULL,
	"discount" numeric(5, 2) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"created_by" text NOT NULL,
	"created_by_name" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone,
	"decided_by" text,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"note" text,
	"superseded_by" text,
	"superseded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partnership_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partnership_key" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"actor" text NOT NULL,
	"actor_name" text DEFAULT '' NOT NULL,
	"space_key" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partnerships" (
	"key" text PRIMARY KEY NOT NULL,
	"buyer_key" text NOT NULL,
	"supplier_key" text NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"requested_by" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"reason" text,
	"created_by" text NOT NULL,
	"activated_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_partnership_key_partnerships_key_fk" FOREIGN KEY ("partnership_key") REFERENCES "public"."partnerships"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_history" ADD CONSTRAINT "partnership_history_partnership_key_partnerships_key_fk" FOREIGN KEY ("partnership_key") REFERENCES "public"."partnerships"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnerships" ADD CONSTRAINT "partnerships_buyer_key_spaces_key_fk" FOREIGN KEY ("buyer_key") REFERENCES "public"."spaces"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnerships" ADD CONSTRAINT "partnerships_supplier_key_spaces_key_fk" FOREIGN KEY ("supplier_key") REFERENCES "public"."spaces"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreements_partnership_idx" ON "agreements" USING btree ("partnership_key","created_at");--> statement-breakpoint
CREATE INDEX "agreements_pair_idx" ON "agreements" USING btree ("buyer_key","supplier_key") WHERE state = 'accepted';--> statement-breakpoint
CREATE UNIQUE INDEX "agreements_one_accepted_idx" ON "agreements" USING btree ("partnership_key") WHERE state = 'accepted';--> statement-breakpoint
CREATE INDEX "partnership_history_idx" ON "partnership_history" USING btree ("partnership_key","created_at");--> statement-breakpoint
CREATE INDEX "partnerships_buyer_idx" ON "partnerships" USING btree ("buyer_key","state");--> statement-breakpoint
CREATE INDEX "partnerships_supplier_idx" ON "partnerships" USING btree ("supplier_key","state");--> statement-breakpoint
CREATE UNIQUE INDEX "partnerships_open_pair_idx" ON "partnerships" USING btree ("buyer_key","supplier_key") WHERE state in ('requested', 'active');