-- Written by hand. The listing's copies of what search reads on every row are stored as fresh values, not as the
-- compressed ones of the tariff's row (docs/decisions/0020-listing-values-uncompressed.md): a tariff's row is wide
-- (its document), so PostgreSQL compresses its arrays and texts, and the trigger copied those compressed values
-- as they were, so every scan decompressed them row by row. `|| '{}'` and `|| ''` hand the insert a new,
-- uncompressed value, and the listing compresses its own values only past 8,160 bytes a row (PostgreSQL's
-- default is about 2 kB, which a tariff with many price bands passes). `price_rates`, read only for parties over
-- 30 adults, keeps the tariff's compressed copy. Rows already held are rewritten the same way.
ALTER TABLE "tariff_listings" SET (toast_tuple_target = 8160);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "tariff_listing_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.state = 'published' THEN
    INSERT INTO tariff_listings (key, space_key, visibility, category, prefecture, currency, published_at,
      valid_from, valid_to, blackout, price_from, adult_prices, price_rates, band_from, band_prices, search_text,
      search_title)
    VALUES (NEW.key, NEW.space_key, NEW.visibility, NEW.category, NEW.prefecture, NEW.currency, NEW.published_at,
      NEW.valid_from, NEW.valid_to, NEW.blackout || '{}'::date[], NEW.price_from, NEW.adult_prices || '{}'::bigint[],
      NEW.price_rates, NEW.band_from || '{}'::date[], NEW.band_prices || '{}'::bigint[], NEW.search_text || '',
      NEW.search_title || '')
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
$$;--> statement-breakpoint
UPDATE "tariff_listings" SET blackout = blackout || '{}'::date[], adult_prices = adult_prices || '{}'::bigint[],
  band_from = band_from || '{}'::date[], band_prices = band_prices || '{}'::bigint[],
  search_text = search_text || '', search_title = search_title || '';
