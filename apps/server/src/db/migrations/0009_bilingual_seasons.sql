-- Written by hand (issue 12 item 5): season names and tags become {jp, en} like every other tariff text. A name
-- or tag stored as plain text becomes the same text in both languages, so nothing is lost and every rate still
-- finds its season (a rate names its season by either name). Documents already bilingual are left alone, so the
-- statement can run again harmlessly. Search text is unchanged: it held each tag once and now holds it twice.
CREATE FUNCTION "tariff_doc_bilingual_0009"(doc jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT doc
    || jsonb_build_object('seasons', coalesce((
      SELECT jsonb_agg(CASE WHEN jsonb_typeof(s.value -> 'name') = 'string'
        THEN jsonb_set(s.value, '{name}', jsonb_build_object('jp', s.value -> 'name', 'en', s.value -> 'name'))
        ELSE s.value END ORDER BY s.ordinality)
      FROM jsonb_array_elements(coalesce(doc -> 'seasons', '[]'::jsonb)) WITH ORDINALITY s), '[]'::jsonb))
    || jsonb_build_object('tags', coalesce((
      SELECT jsonb_agg(CASE WHEN jsonb_typeof(t.value) = 'string'
        THEN jsonb_build_object('jp', t.value, 'en', t.value)
        ELSE t.value END ORDER BY t.ordinality)
      FROM jsonb_array_elements(coalesce(doc -> 'tags', '[]'::jsonb)) WITH ORDINALITY t), '[]'::jsonb))
$$;--> statement-breakpoint
UPDATE "tariffs" SET "doc" = "tariff_doc_bilingual_0009"("doc")
  WHERE "doc" -> 'tags' @? '$[*] ? (@.type() == "string")' OR "doc" -> 'seasons' @? '$[*].name ? (@.type() == "string")';--> statement-breakpoint
UPDATE "tariff_revisions" SET "doc" = "tariff_doc_bilingual_0009"("doc")
  WHERE "doc" -> 'tags' @? '$[*] ? (@.type() == "string")' OR "doc" -> 'seasons' @? '$[*].name ? (@.type() == "string")';--> statement-breakpoint
DROP FUNCTION "tariff_doc_bilingual_0009"(jsonb);
