-- Issue 12 item 5: notification subjects and bodies in both languages. A text stored before knew no language,
-- so it becomes the text of both: {"jp": text, "en": text}.
ALTER TABLE "notifications" ALTER COLUMN "subject" SET DATA TYPE jsonb USING jsonb_build_object('jp', "subject", 'en', "subject");--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "body" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "body" SET DATA TYPE jsonb USING jsonb_build_object('jp', "body", 'en', "body");--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "body" SET DEFAULT '{"jp":"","en":""}'::jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_subject_bilingual" CHECK (coalesce(jsonb_typeof("notifications"."subject"->'jp') = 'string' and jsonb_typeof("notifications"."subject"->'en') = 'string', false));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_body_bilingual" CHECK (coalesce(jsonb_typeof("notifications"."body"->'jp') = 'string' and jsonb_typeof("notifications"."body"->'en') = 'string', false));
