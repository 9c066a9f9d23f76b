ALTER TABLE "tariffs" ADD COLUMN "price_rates" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tariffs" ADD COLUMN "blackout" date[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- Added by hand (drizzle-kit has no storage options): search reads a few narrow columns of tens of thousands of
-- candidate rows, so the table's own pages should hold only those. A row that needs toasting is toasted down to
-- 128 bytes: the document, the gram array (only the GIN index reads it) and the other long texts move out of
-- line, while what search reads per candidate (MAIN: the search text LIKE rechecks, the title relevance looks
-- at, the price rates, the blackout dates) stays inline, compressed.
ALTER TABLE "tariffs" SET (toast_tuple_target = 128);--> statement-breakpoint
ALTER TABLE "tariffs" ALTER COLUMN "search_text" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "tariffs" ALTER COLUMN "search_title" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "tariffs" ALTER COLUMN "space_key" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "tariffs" ALTER COLUMN "price_rates" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "tariffs" ALTER COLUMN "blackout" SET STORAGE MAIN;--> statement-breakpoint
-- Added by hand: existing tariffs get the new derived columns exactly as columns.ts derives them on write.
UPDATE "tariffs" t SET
  "blackout" = array(select d::date from jsonb_array_elements_text(t."doc"->'blackout') d),
  "price_rates" = coalesce((
    select jsonb_agg(jsonb_build_object(
      'from', s.value->>'from',
      'to', s.value->>'to',
      'perPerson', r.value->>'unit' = 'per_person',
      'min', (r.value->>'pax_min')::int,
      'max', (r.value->>'pax_max')::int,
      'adult', (r.value->>'adult')::bigint
    ) order by r.ordinality)
    from jsonb_array_elements(t."doc"->'rates') with ordinality r
    left join lateral (
      select value from jsonb_array_elements(t."doc"->'seasons') where value->>'name' = r.value->>'season' limit 1
    ) s on true
  ), '[]'::jsonb);
