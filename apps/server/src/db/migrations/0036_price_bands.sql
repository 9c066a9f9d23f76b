-- Written by hand. A tariff's search prices by date band (docs/decisions/0016-dated-price-bands.md): the bands are
-- worked out by the shared pricing function in JavaScript, which SQL cannot run, so existing tariffs get them at
-- start-up (their search form is now 2: the partial index finds the rows of form 1 without reading the table),
-- and partner prices are dropped here to be written again, bands included, by the start-up backfill.
ALTER TABLE "tariffs" ADD COLUMN "band_from" date[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "tariffs" ADD COLUMN "band_prices" bigint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "tariff_listings" ADD COLUMN "band_from" date[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "tariff_listings" ADD COLUMN "band_prices" bigint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_prices" ADD COLUMN "band_from" date[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_prices" ADD COLUMN "band_prices" bigint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
DELETE FROM "partner_prices";--> statement-breakpoint
DROP INDEX "tariffs_search_form_idx";--> statement-breakpoint
CREATE INDEX "tariffs_search_form_idx" ON "tariffs" USING btree ("key") WHERE search_form < 2;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "tariff_listing_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.state = 'published' THEN
    INSERT INTO tariff_listings (key, space_key, visibility, category, prefecture, currency, published_at,
      valid_from, valid_to, blackout, price_from, adult_prices, price_rates, band_from, band_prices, search_text,
      search_title)
    VALUES (NEW.key, NEW.space_key, NEW.visibility, NEW.category, NEW.prefecture, NEW.currency, NEW.published_at,
      NEW.valid_from, NEW.valid_to, NEW.blackout, NEW.price_from, NEW.adult_prices, NEW.price_rates, NEW.band_from,
      NEW.band_prices, NEW.search_text, NEW.search_title)
    ON CONFLICT (key) DO UPDATE SET space_key = EXCLUDED.space_key, visibility = EXCLUDED.visibility,
      category = EXCLUDED.category, prefecture = EXCLUDED.prefecture, currency = EXCLUDED.currency,
      published_at = EXCLUDED.published_at, valid_from = EXCLUDED.valid_from, valid_to = EXCLUDED.valid_to,
      blackout = EXCLUDED.blackout, price_from = EXCLUDED.price_from, adult_prices = EXCLUDED.adult_prices,
      price_rates = EXCLUDED.price_rates, band_from = EXCLUDED.band_from, band_prices = EXCLUDED.band_prices,
      search_text = EXCLUDED.search_text, search_title = EXCLUDED.search_title;
  ELSE
    DELETE FROM tariff_listings WHERE key = NEW.key;
  END IF;
  RETURN NULL;
END
$$;
