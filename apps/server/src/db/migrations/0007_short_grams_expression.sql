-- Written by hand around drizzle-kit's output (it has no functions or triggers). Short Japanese words were served
-- by a stored gram list in a table of its own (0006), which cost a join per search; the grams are now derived by
-- an SQL function inside the listing's own GIN index and stored nowhere. The listing trigger stops writing them.
CREATE OR REPLACE FUNCTION "tariff_listing_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  ELSE
    DELETE FROM tariff_listings WHERE key = NEW.key;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TABLE "tariff_listing_grams" CASCADE;--> statement-breakpoint
ALTER TABLE "tariffs" DROP COLUMN "search_grams";--> statement-breakpoint
-- Every 1- and 2-character gram that is not pure ASCII, within runs of the text split on whitespace: exactly
-- what test/tariffs/short-grams.ts specifies (a property test holds the two to the same answers). The class is
-- JavaScript's \s, so the query side (search-text.ts `searchTerms`) splits words the same way. COST tells the
-- planner that evaluating it per row is dear, so it reads the index instead of scanning.
CREATE FUNCTION "tariff_short_grams"(text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 1000 AS $$
  SELECT coalesce(array_agg(DISTINCT gram), '{}')
  FROM regexp_split_to_table($1, '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+') AS run,
    generate_series(1, char_length(run)) AS i,
    LATERAL (VALUES (substr(run, i, 1)), (substr(run, i, 2))) AS g(gram)
  WHERE ascii(gram) > 127 OR (char_length(gram) = 2 AND ascii(substr(gram, 2)) > 127)
$$;--> statement-breakpoint
CREATE INDEX "tariff_listings_grams_idx" ON "tariff_listings" USING gin (tariff_short_grams("search_text"));
