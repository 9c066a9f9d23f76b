CREATE TABLE "tariff_listing_grams" (
	"key" text PRIMARY KEY NOT NULL,
	"grams" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tariff_listings" (
	"key" text PRIMARY KEY NOT NULL,
	"space_key" text NOT NULL,
	"visibility" text NOT NULL,
	"category" text NOT NULL,
	"prefecture" text NOT NULL,
	"currency" text NOT NULL,
	"published_at" timestamp with time zone,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"blackout" date[] DEFAULT '{}' NOT NULL,
	"price_from" bigint,
	"adult_prices" bigint[] DEFAULT '{}' NOT NULL,
	"price_rates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text NOT NULL,
	"search_title" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "tariffs_search_trgm_idx";--> statement-breakpoint
DROP INDEX "tariffs_search_grams_idx";--> statement-breakpoint
ALTER TABLE "tariffs" ADD COLUMN "adult_prices" bigint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "tariff_listing_grams" ADD CONSTRAINT "tariff_listing_grams_key_tariff_listings_key_fk" FOREIGN KEY ("key") REFERENCES "public"."tariff_listings"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_listings" ADD CONSTRAINT "tariff_listings_key_tariffs_key_fk" FOREIGN KEY ("key") REFERENCES "public"."tariffs"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tariff_listing_grams_idx" ON "tariff_listing_grams" USING gin ("grams");--> statement-breakpoint
CREATE INDEX "tariff_listings_search_trgm_idx" ON "tariff_listings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tariff_listings_category_idx" ON "tariff_listings" USING btree ("category");--> statement-breakpoint
CREATE INDEX "tariff_listings_prefecture_idx" ON "tariff_listings" USING btree ("prefecture");--> statement-breakpoint
CREATE INDEX "tariff_listings_published_idx" ON "tariff_listings" USING btree ("published_at");--> statement-breakpoint
-- Added by hand: existing tariffs get adult_prices exactly as price-rates.ts `adultPrices` derives it on write.
UPDATE "tariffs" t SET "adult_prices" = array(
  select (
    select min(case when (r->>'perPerson')::boolean then (r->>'adult')::bigint * k else (r->>'adult')::bigint end)
    from jsonb_array_elements(t."price_rates") r
    where (r->>'min')::int <= k and k <= (r->>'max')::int
  )
  from generate_series(1, 30) k order by k
);--> statement-breakpoint
-- Added by hand (drizzle-kit has no triggers): every write of a tariff keeps its search listing in step. A
-- published tariff has a listing (the columns search reads) and a gram row; any other state has neither.
-- Deletes cascade through the foreign keys.
CREATE FUNCTION "tariff_listing_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.state = 'published' THEN
    INSERT INTO tariff_listings (key, space_key, visibility, category, prefecture, currency, published_at,
      valid_from, valid_to, blackout, price_from, adult_prices, price_rates, search_text, search_title)
    VALUES (NEW.key, NEW.space_key, NEW.visibility, NEW.category, NEW.prefecture, NEW.currency, NEW.published_at,
      NEW.valid_from, NEW.valid_to, NEW.blackout, NEW.price_from, NEW.adult_prices, NEW.price_rates,
      NEW.search_text, NEW.search_title)
    ON CONFLICT (key) DO UPDATE SET space_key = EXCLUDED.space_key, visibility = EXCLUDED.visibility,
      category = EXCLUDED.category, prefecture = EXCLUDED.prefecture, currency = EXCLUDED.currency,
      published_at = EXCLUDED.published_at, valid_from = EXCLUDED.valid_from, valid_to = EXCLUDED.valid_to,
      blackout = EXCLUDED.blackout, price_from = EXCLUDED.price_from, adult_prices = EXCLUDED.adult_prices,
      price_rates = EXCLUDED.price_rates, search_text = EXCLUDED.search_text,
      search_title = EXCLUDED.search_title;
    INSERT INTO tariff_listing_grams (key, grams) VALUES (NEW.key, NEW.search_grams)
    ON CONFLICT (key) DO UPDATE SET grams = EXCLUDED.grams;
  ELSE
    DELETE FROM tariff_listings WHERE key = NEW.key;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "tariffs_listing_sync" AFTER INSERT OR UPDATE ON "tariffs"
  FOR EACH ROW EXECUTE FUNCTION "tariff_listing_sync"();--> statement-breakpoint
-- Added by hand: the listings of the tariffs published before this migration.
INSERT INTO "tariff_listings" SELECT key, space_key, visibility, category, prefecture, currency, published_at,
  valid_from, valid_to, blackout, price_from, adult_prices, price_rates, search_text, search_title
  FROM "tariffs" WHERE state = 'published';--> statement-breakpoint
INSERT INTO "tariff_listing_grams" SELECT key, search_grams FROM "tariffs" WHERE state = 'published';
