-- Written by hand. The search text is now cut into words by ICU's word breaker (docs/decisions/0014-search-words.md);
-- SQL cannot cut it, so rows written before keep form 0 until the tariffs module rewrites them at start-up, and the
-- partial index finds those few without reading the table.
ALTER TABLE "tariffs" ADD COLUMN "search_form" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "tariffs_search_form_idx" ON "tariffs" USING btree ("key") WHERE search_form < 1;
