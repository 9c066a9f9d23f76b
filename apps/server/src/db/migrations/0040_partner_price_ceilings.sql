-- Written by hand. Per set of pricing terms, beside the floor, a ceiling: the highest ratio, in hundredths of a
-- percent rounded up, of a partner price to the public one, over every price a row holds (each number of adults
-- undated, and each date band); and the floor is measured over the same prices, date bands included
-- (docs/decisions/0024-partner-price-bounds.md). A price the ratio cannot bound (a partner price where the public
-- one is missing or zero, or price bands that do not line up) makes the ceiling 2147483647, which search reads as
-- "no bound". A partner row's missing price is the public one (search falls back to it). Filled here from the rows
-- already held; the partner prices sync keeps both as it writes.
ALTER TABLE "partner_price_floors" ADD COLUMN "ceiling_bp" integer DEFAULT 2147483647 NOT NULL;--> statement-breakpoint
INSERT INTO "partner_price_floors" ("terms", "floor_bp", "ceiling_bp")
  SELECT p.terms,
    least(10000, coalesce(min(CASE WHEN u.public > 0 THEN coalesce(u.partner, u.public) * 10000 / u.public END), 10000))::int,
    least(2147483647, max(CASE
      WHEN NOT u.aligned THEN 2147483647
      WHEN u.public IS NULL THEN CASE WHEN u.partner IS NULL THEN 0 ELSE 2147483647 END
      WHEN u.public = 0 THEN CASE WHEN coalesce(u.partner, 0) = 0 THEN 0 ELSE 2147483647 END
      ELSE (coalesce(u.partner, u.public) * 10000 + u.public - 1) / u.public END))::int
  FROM "partner_prices" p JOIN "tariffs" t ON t.key = p.tariff_key,
    LATERAL (
      SELECT a.partner, a.public, true AS aligned FROM unnest(p.adult_prices, t.adult_prices) AS a(partner, public)
      UNION ALL
      SELECT b.partner, b.public, true FROM unnest(p.band_prices, t.band_prices) AS b(partner, public)
        WHERE p.band_from = t.band_from
      UNION ALL
      SELECT NULL, NULL, false WHERE p.band_from <> t.band_from
    ) u
  GROUP BY p.terms
  ON CONFLICT ("terms") DO UPDATE SET "floor_bp" = least("partner_price_floors"."floor_bp", excluded.floor_bp),
    "ceiling_bp" = excluded.ceiling_bp;
