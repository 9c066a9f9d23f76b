CREATE TABLE "businesses" (
	"key" text PRIMARY KEY NOT NULL,
	"sub" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "space_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_key" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"invited_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "space_members" (
	"space_key" text NOT NULL,
	"sub" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "space_members_space_key_sub_pk" PRIMARY KEY("space_key","sub")
);
--> statement-breakpoint
CREATE TABLE "spaces" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"role" text NOT NULL,
	"category" text NOT NULL,
	"industry" text NOT NULL,
	"name" text NOT NULL,
	"avatar" text,
	"business_key" text NOT NULL,
	"created_by" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "space_invitations" ADD CONSTRAINT "space_invitations_space_key_spaces_key_fk" FOREIGN KEY ("space_key") REFERENCES "public"."spaces"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_members" ADD CONSTRAINT "space_members_space_key_spaces_key_fk" FOREIGN KEY ("space_key") REFERENCES "public"."spaces"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "businesses_sub_idx" ON "businesses" USING btree ("sub");--> statement-breakpoint
CREATE INDEX "space_invitations_email_idx" ON "space_invitations" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "space_invitations_pending_idx" ON "space_invitations" USING btree ("space_key","email") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "space_members_sub_idx" ON "space_members" USING btree ("sub");--> statement-breakpoint
CREATE INDEX "spaces_business_idx" ON "spaces" USING btree ("business_key");--> statement-breakpoint
CREATE UNIQUE INDEX "spaces_one_guide_idx" ON "spaces" USING btree ("created_by") WHERE kind = 'guide';