-- Business profiles (issue 16 item 1): the profile stays the space's `details` document; the address and the
-- travel business registration become structured. Older free-text values are kept in the new shape.
UPDATE "spaces"
SET "details" = jsonb_set("details", '{address}', jsonb_build_object('street', "details"->'address'))
WHERE jsonb_typeof("details"->'address') = 'string';
--> statement-breakpoint
UPDATE "spaces"
SET "details" = jsonb_set("details", '{travelRegistration}', jsonb_build_object('number', "details"->'travelRegistration'))
WHERE jsonb_typeof("details"->'travelRegistration') = 'string';
--> statement-breakpoint
-- The directory and /query filter profiles by prefecture.
CREATE INDEX IF NOT EXISTS "spaces_profile_prefecture_idx" ON "spaces" (("details"->'address'->>'prefecture'))
WHERE "industry" IN ('creator', 'arranger');
