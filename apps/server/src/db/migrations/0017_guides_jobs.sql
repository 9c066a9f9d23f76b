CREATE TABLE "guide_profiles" (
	"space_key" text PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"licence_type" text NOT NULL,
	"languages" text[] NOT NULL,
	"regions" text[] NOT NULL,
	"facets" text[] DEFAULT '{}' NOT NULL,
	"full_day_rate" integer NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"completed_jobs" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guide_profiles_licence_check" CHECK ("licence_type" IN ('national', 'regional', 'none')),
	CONSTRAINT "guide_profiles_rate_check" CHECK ("full_day_rate" BETWEEN 0 AND 1000000)
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"key" text PRIMARY KEY NOT NULL,
	"space_key" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"doc" jsonb NOT NULL,
	"title_jp" text DEFAULT '' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"hours_per_day" integer NOT NULL,
	"prefecture" text NOT NULL,
	"languages" text[] NOT NULL,
	"group_size" integer NOT NULL,
	"fee_per_day" integer,
	"deadline" timestamp with time zone NOT NULL,
	"offer_to" text,
	"guide_key" text,
	"cancel_reason" text,
	"cancelled_by" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_state_check" CHECK ("state" IN ('open', 'assigned', 'completed', 'cancelled', 'expired')),
	CONSTRAINT "jobs_dates_check" CHECK ("date_to" >= "date_from"),
	CONSTRAINT "jobs_group_check" CHECK ("group_size" > 0),
	CONSTRAINT "jobs_cancelled_by_check" CHECK ("cancelled_by" IN ('buyer', 'guide'))
);
--> statement-breakpoint
CREATE TABLE "guide_days" (
	"guide_key" text NOT NULL,
	"day" date NOT NULL,
	"job_key" text,
	CONSTRAINT "guide_days_guide_key_day_pk" PRIMARY KEY("guide_key","day")
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"key" text PRIMARY KEY NOT NULL,
	"job_key" text NOT NULL,
	"guide_key" text NOT NULL,
	"message" text NOT NULL,
	"fee" integer NOT NULL,
	"overtime_rate" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_applications_state_check" CHECK ("state" IN ('pending', 'accepted', 'filled', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "guide_profiles" ADD CONSTRAINT "guide_profiles_space_key_spaces_key_fk" FOREIGN KEY ("space_key") REFERENCES "public"."spaces"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_space_key_spaces_key_fk" FOREIGN KEY ("space_key") REFERENCES "public"."spaces"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_offer_to_spaces_key_fk" FOREIGN KEY ("offer_to") REFERENCES "public"."spaces"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_guide_key_spaces_key_fk" FOREIGN KEY ("guide_key") REFERENCES "public"."spaces"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_days" ADD CONSTRAINT "guide_days_guide_key_spaces_key_fk" FOREIGN KEY ("guide_key") REFERENCES "public"."spaces"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_days" ADD CONSTRAINT "guide_days_job_key_jobs_key_fk" FOREIGN KEY ("job_key") REFERENCES "public"."jobs"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_key_jobs_key_fk" FOREIGN KEY ("job_key") REFERENCES "public"."jobs"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_guide_key_spaces_key_fk" FOREIGN KEY ("guide_key") REFERENCES "public"."spaces"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The directory filters by languages and prefecture together: one GIN index over both ('l:en', 'r:26'), so a
-- search reads only the guides holding every entry instead of scanning profiles.
CREATE INDEX "guide_profiles_facets_idx" ON "guide_profiles" USING gin ("facets");--> statement-breakpoint
CREATE INDEX "guide_profiles_rate_idx" ON "guide_profiles" USING btree ("full_day_rate","space_key");--> statement-breakpoint
CREATE INDEX "guide_days_job_idx" ON "guide_days" USING btree ("job_key");--> statement-breakpoint
CREATE INDEX "jobs_space_idx" ON "jobs" USING btree ("space_key","created_at","key");--> statement-breakpoint
CREATE INDEX "jobs_guide_idx" ON "jobs" USING btree ("guide_key");--> statement-breakpoint
CREATE INDEX "jobs_offer_idx" ON "jobs" USING btree ("offer_to");--> statement-breakpoint
-- Jobs for me read open public jobs in the guide's prefectures by start date, then the others by start date.
CREATE INDEX "jobs_open_prefecture_idx" ON "jobs" USING btree ("prefecture","date_from","key") WHERE state = 'open' and offer_to is null;--> statement-breakpoint
CREATE INDEX "jobs_open_start_idx" ON "jobs" USING btree ("date_from","key") WHERE state = 'open' and offer_to is null;--> statement-breakpoint
CREATE INDEX "jobs_open_deadline_idx" ON "jobs" USING btree ("deadline") WHERE state = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_one_per_guide_idx" ON "job_applications" USING btree ("job_key","guide_key");--> statement-breakpoint
CREATE INDEX "job_applications_guide_idx" ON "job_applications" USING btree ("guide_key","created_at");
