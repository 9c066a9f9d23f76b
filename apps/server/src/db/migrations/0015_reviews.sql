CREATE TABLE "reviews" (
	"key" text PRIMARY KEY NOT NULL,
	"tariff_key" text NOT NULL,
	"supplier_key" text NOT NULL,
	"buyer_key" text NOT NULL,
	"author" text NOT NULL,
	"author_name" text DEFAULT '' NOT NULL,
	"rating" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"lang" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reply" text,
	"reply_by" text,
	"reply_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_lang_check" CHECK ("lang" IN ('jp', 'en')),
	CONSTRAINT "reviews_state_check" CHECK ("state" IN ('pending', 'published', 'rejected', 'hidden'))
);
--> statement-breakpoint
CREATE TABLE "tariff_ratings" (
	"tariff_key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"total" integer NOT NULL,
	"average" numeric(3, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_tariff_key_tariffs_key_fk" FOREIGN KEY ("tariff_key") REFERENCES "public"."tariffs"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_supplier_key_spaces_key_fk" FOREIGN KEY ("supplier_key") REFERENCES "public"."spaces"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_buyer_key_spaces_key_fk" FOREIGN KEY ("buyer_key") REFERENCES "public"."spaces"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_ratings" ADD CONSTRAINT "tariff_ratings_tariff_key_tariffs_key_fk" FOREIGN KEY ("tariff_key") REFERENCES "public"."tariffs"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_space_idx" ON "reviews" USING btree ("tariff_key","buyer_key");--> statement-breakpoint
CREATE INDEX "reviews_tariff_state_idx" ON "reviews" USING btree ("tariff_key","state");--> statement-breakpoint
CREATE INDEX "reviews_supplier_state_idx" ON "reviews" USING btree ("supplier_key","state");--> statement-breakpoint
CREATE INDEX "reviews_state_idx" ON "reviews" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "tariff_ratings_sort_idx" ON "tariff_ratings" USING btree ("average","count");--> statement-breakpoint
-- Keeps tariff_ratings equal to the published reviews of each tariff, whatever writes the reviews: search shows
-- and sorts by it without aggregating reviews per query (issue 16 item 2).
CREATE FUNCTION "review_rating_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	k text;
BEGIN
	FOR k IN SELECT DISTINCT x FROM unnest(ARRAY[
		CASE WHEN TG_OP <> 'INSERT' THEN OLD.tariff_key END,
		CASE WHEN TG_OP <> 'DELETE' THEN NEW.tariff_key END]) AS x WHERE x IS NOT NULL
	LOOP
		INSERT INTO tariff_ratings (tariff_key, count, total, average)
			SELECT k, count(*)::int, coalesce(sum(rating), 0)::int, coalesce(round(avg(rating), 2), 0)
			FROM reviews WHERE tariff_key = k AND state = 'published'
		ON CONFLICT (tariff_key) DO UPDATE
			SET count = excluded.count, total = excluded.total, average = excluded.average;
		DELETE FROM tariff_ratings WHERE tariff_key = k AND count = 0;
	END LOOP;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "reviews_rating_sync" AFTER INSERT OR UPDATE OF state, rating, tariff_key OR DELETE ON "reviews"
	FOR EACH ROW EXECUTE FUNCTION "review_rating_sync"();
