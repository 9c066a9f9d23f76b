-- The task queue of timed and retried work (docs/operations.md "Background work", docs/decisions/0013-job-queue.md).
CREATE TABLE "queue_tasks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "queue_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"queue" text NOT NULL,
	"key" text NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"backoff_ms" integer DEFAULT 10000 NOT NULL,
	"lease_ms" integer DEFAULT 60000 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"lease_holder" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"payload" jsonb,
	CONSTRAINT "queue_tasks_state_check" CHECK ("queue_tasks"."state" in ('waiting', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "queue_tasks_queue_key_idx" ON "queue_tasks" USING btree ("queue","key");--> statement-breakpoint
CREATE INDEX "queue_tasks_due_idx" ON "queue_tasks" USING btree ("state","run_at");
