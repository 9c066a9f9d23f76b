-- Written by hand. What lets a partner's price filter drop most candidates before any partner price is read
-- (docs/decisions/0019-partner-price-floors.md): per set of pricing terms, the lowest ratio, in hundredths of a
-- percent and never above 100 %, of a partner's lowest price for N adults to the public one over every row written
-- under those terms. Filled here from the rows already held; the partner prices sync lowers it as it writes.
-- The primary key of partner_prices carries the price bands, so search's probe of a row is an index-only scan, and
-- its columns compare bytewise ("C"): they are only ever looked up by equality, and the database's own collation
-- made each comparison of the key's descent a call into the C library (docs/decisions/0019-partner-price-floors.md).
CREATE TABLE "partner_price_floors" (
	"terms" text PRIMARY KEY NOT NULL,
	"floor_bp" integer NOT NULL
);--> statement-breakpoint
ALTER TABLE "partner_prices" DROP CONSTRAINT "partner_prices_tariff_key_terms_pk";--> statement-breakpoint
ALTER TABLE "partner_prices" ALTER COLUMN "tariff_key" TYPE text COLLATE "C",
  ALTER COLUMN "terms" TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "partner_prices" ADD CONSTRAINT "partner_prices_tariff_key_terms_pk"
  PRIMARY KEY ("tariff_key", "terms") INCLUDE ("band_from", "band_prices");--> statement-breakpoint
INSERT INTO "partner_price_floors" ("terms", "floor_bp")
  SELECT p.terms, least(10000, min(u.partner * 10000 / u.public))::int
  FROM "partner_prices" p JOIN "tariffs" t ON t.key = p.tariff_key,
    unnest(p.adult_prices, t.adult_prices) AS u(partner, public)
  WHERE u.public > 0 AND u.partner IS NOT NULL
  GROUP BY p.terms;
