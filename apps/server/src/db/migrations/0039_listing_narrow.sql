-- Written by hand. A copy of each listing without its search text, for the searches that have no text: they read
-- every listing, and a listing's row is mostly its text (docs/decisions/0021-narrow-listing-copy.md). A trigger
-- on tariff_listings keeps it: every insert and update of a listing writes its copy in the same statement, and
-- deleting a listing deletes its copy (the foreign key). The copy's values are the listing's own, which are
-- stored uncompressed (migration 0038), and the copy compresses nothing below 8,160 bytes a row either. It has no
-- index but its key: it is only ever read whole, so it never takes the listing's place in the buffer pool.
CREATE TABLE "tariff_listings_narrow" (
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
	"band_from" date[] DEFAULT '{}' NOT NULL,
	"band_prices" bigint[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "tariff_listings_narrow_key_tariff_listings_key_fk" FOREIGN KEY ("key")
		REFERENCES "tariff_listings"("key") ON DELETE cascade
) WITH (toast_tuple_target = 8160);--> statement-breakpoint
CREATE FUNCTION "tariff_listing_narrow_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tariff_listings_narrow (key, space_key, visibility, category, prefecture, currency, published_at,
    valid_from, valid_to, blackout, price_from, adult_prices, band_from, band_prices)
  VALUES (NEW.key, NEW.space_key, NEW.visibility, NEW.category, NEW.prefecture, NEW.currency, NEW.published_at,
    NEW.valid_from, NEW.valid_to, NEW.blackout, NEW.price_from, NEW.adult_prices, NEW.band_from, NEW.band_prices)
  ON CONFLICT (key) DO UPDATE SET space_key = EXCLUDED.space_key, visibility = EXCLUDED.visibility,
    category = EXCLUDED.category, prefecture = EXCLUDED.prefecture, currency = EXCLUDED.currency,
    published_at = EXCLUDED.published_at, valid_from = EXCLUDED.valid_from, valid_to = EXCLUDED.valid_to,
    blackout = EXCLUDED.blackout, price_from = EXCLUDED.price_from, adult_prices = EXCLUDED.adult_prices,
    band_from = EXCLUDED.band_from, band_prices = EXCLUDED.band_prices;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "tariff_listings_narrow_sync" AFTER INSERT OR UPDATE ON "tariff_listings"
  FOR EACH ROW EXECUTE FUNCTION "tariff_listing_narrow_sync"();--> statement-breakpoint
INSERT INTO "tariff_listings_narrow" (key, space_key, visibility, category, prefecture, currency, published_at,
    valid_from, valid_to, blackout, price_from, adult_prices, band_from, band_prices)
  SELECT key, space_key, visibility, category, prefecture, currency, published_at, valid_from, valid_to,
    blackout || '{}'::date[], price_from, adult_prices || '{}'::bigint[], band_from || '{}'::date[],
    band_prices || '{}'::bigint[]
  FROM "tariff_listings";
