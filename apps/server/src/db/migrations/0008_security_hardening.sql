CREATE TABLE "request_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "token_revocations" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"not_before" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "token_revocations_kind_value_pk" PRIMARY KEY("kind","value")
);
--> statement-breakpoint
CREATE TABLE "idp_mail_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"sub" text NOT NULL,
	"purpose" text NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "space_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_key" text NOT NULL,
	"actor_sub" text NOT NULL,
	"target_sub" text,
	"target_email" text,
	"action" text NOT NULL,
	"from_role" text,
	"to_role" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idp_accounts" ADD COLUMN "email_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "request_counters_window_idx" ON "request_counters" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "token_revocations_expires_idx" ON "token_revocations" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "idp_mail_tokens_sub_idx" ON "idp_mail_tokens" USING btree ("sub");--> statement-breakpoint
CREATE INDEX "idp_mail_tokens_expires_idx" ON "idp_mail_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "space_audit_space_idx" ON "space_audit" USING btree ("space_key","created_at");