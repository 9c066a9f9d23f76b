-- Monthly statements between partner spaces, their lines, payments and credit notes, and suppliers' statement settings (docs/statements.md).
CREATE TABLE "statements" (
	"key" text PRIMARY KEY NOT NULL,
	"supplier_key" text NOT NULL,
	"buyer_key" text NOT NULL,
	"month" text NOT NULL,
	"currency" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"number" text,
	"rounding" text DEFAULT 'down' NOT NULL,
	"fx_rate" integer,
	"total" integer DEFAULT 0 NOT NULL,
	"tax" integer DEFAULT 0 NOT NULL,
	"totals" jsonb NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"credited" integer DEFAULT 0 NOT NULL,
	"issuer" jsonb,
	"recipient" jsonb,
	"issued_at" timestamp with time zone,
	"due_date" date,
	"overdue_notified_at" timestamp with time zone,
	"void_reason" text,
	"pdf_hash" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statements_number_unique" UNIQUE("number"),
	CONSTRAINT "statements_state" CHECK ("statements"."state" in ('draft', 'issued', 'paid', 'void')),
	CONSTRAINT "statements_rounding" CHECK ("statements"."rounding" in ('down', 'half_up', 'up')),
	CONSTRAINT "statements_month" CHECK ("statements"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "statements_money" CHECK ("statements"."paid" >= 0 and ("statements"."fx_rate" is null or "statements"."fx_rate" > 0))
);
--> statement-breakpoint
CREATE TABLE "statement_lines" (
	"statement_key" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"booking_key" text,
	"reference" text,
	"date" date NOT NULL,
	"description" text NOT NULL,
	"group_text" text DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"tax_class" text NOT NULL,
	"reason" text,
	"created_by" text,
	CONSTRAINT "statement_lines_statement_key_position_pk" PRIMARY KEY("statement_key","position"),
	CONSTRAINT "statement_lines_tax_class" CHECK ("statement_lines"."tax_class" in ('standard', 'reduced', 'none'))
);
--> statement-breakpoint
CREATE TABLE "statement_payments" (
	"key" text PRIMARY KEY NOT NULL,
	"statement_key" text NOT NULL,
	"date" date NOT NULL,
	"amount" integer NOT NULL,
	"side" text NOT NULL,
	"note" text,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_payments_amount" CHECK ("statement_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "statement_credit_notes" (
	"key" text PRIMARY KEY NOT NULL,
	"statement_key" text NOT NULL,
	"number" text NOT NULL,
	"reason" text NOT NULL,
	"amount" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"pdf_hash" text,
	"created_by" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_credit_notes_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "statement_settings" (
	"space_key" text PRIMARY KEY NOT NULL,
	"rounding" text DEFAULT 'down' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_settings_rounding" CHECK ("statement_settings"."rounding" in ('down', 'half_up', 'up'))
);
--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_supplier_key_spaces_key_fk" FOREIGN KEY ("supplier_key") REFERENCES "public"."spaces"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_buyer_key_spaces_key_fk" FOREIGN KEY ("buyer_key") REFERENCES "public"."spaces"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_statement_key_statements_key_fk" FOREIGN KEY ("statement_key") REFERENCES "public"."statements"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_payments" ADD CONSTRAINT "statement_payments_statement_key_statements_key_fk" FOREIGN KEY ("statement_key") REFERENCES "public"."statements"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_credit_notes" ADD CONSTRAINT "statement_credit_notes_statement_key_statements_key_fk" FOREIGN KEY ("statement_key") REFERENCES "public"."statements"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_settings" ADD CONSTRAINT "statement_settings_space_key_spaces_key_fk" FOREIGN KEY ("space_key") REFERENCES "public"."spaces"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "statements_pair_month_idx" ON "statements" USING btree ("supplier_key","buyer_key","month","currency") WHERE state <> 'void';--> statement-breakpoint
CREATE INDEX "statements_buyer_idx" ON "statements" USING btree ("buyer_key","month");--> statement-breakpoint
CREATE INDEX "statements_due_idx" ON "statements" USING btree ("due_date") WHERE state = 'issued';--> statement-breakpoint
CREATE INDEX "statement_lines_booking_idx" ON "statement_lines" USING btree ("booking_key");--> statement-breakpoint
CREATE INDEX "statement_payments_statement_idx" ON "statement_payments" USING btree ("statement_key","created_at");--> statement-breakpoint
CREATE INDEX "statement_credit_notes_statement_idx" ON "statement_credit_notes" USING btree ("statement_key");
