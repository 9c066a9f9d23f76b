DROP INDEX "access_requests_pending_idx";--> statement-breakpoint
ALTER TABLE "access_requests" ADD COLUMN "space_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "access_requests_pending_idx" ON "access_requests" USING btree ("sub","entry",coalesce(space_key, '')) WHERE state = 'pending';