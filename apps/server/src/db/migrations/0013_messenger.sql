-- Messenger (issue 15). Attachments are stored encrypted (enc_key), so /api/ipfs never serves them to non-participants.
-- Conversations between spaces, messages, per-person read marks, attachments, inquiries.
CREATE TABLE "conversations" (
	"key" text PRIMARY KEY NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"about_kind" text,
	"about_key" text,
	"spaces_sig" text NOT NULL,
	"created_by" text NOT NULL,
	"last_message_id" bigint,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- One conversation about a record for one set of spaces, so two "contact supplier" clicks at once land on one.
CREATE UNIQUE INDEX "conversations_about_idx" ON "conversations" ("about_kind", "about_key", "spaces_sig") WHERE "about_kind" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "conversation_participants" (
	"conversation_key" text NOT NULL REFERENCES "conversations"("key") ON DELETE CASCADE,
	"space_key" text NOT NULL REFERENCES "spaces"("key") ON DELETE CASCADE,
	"archived" boolean DEFAULT false NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	PRIMARY KEY ("conversation_key", "space_key")
);
--> statement-breakpoint
-- The list of a space's conversations, newest first, is one index range.
CREATE INDEX "conversation_participants_list_idx" ON "conversation_participants" ("space_key", "archived", "last_message_at" DESC, "conversation_key" DESC);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL UNIQUE,
	"conversation_key" text NOT NULL REFERENCES "conversations"("key") ON DELETE CASCADE,
	"space_key" text NOT NULL,
	"sender" text NOT NULL,
	"sender_name" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"inquiry_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" ("conversation_key", "id" DESC);
--> statement-breakpoint
CREATE TABLE "message_reads" (
	"conversation_key" text NOT NULL REFERENCES "conversations"("key") ON DELETE CASCADE,
	"sub" text NOT NULL,
	"message_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("conversation_key", "sub")
);
--> statement-breakpoint
CREATE TABLE "message_attachments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_key" text NOT NULL REFERENCES "conversations"("key") ON DELETE CASCADE,
	"message_id" bigint REFERENCES "messages"("id") ON DELETE CASCADE,
	"hash" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	"enc_key" text NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "message_attachments_hash_idx" ON "message_attachments" ("conversation_key", "hash");
--> statement-breakpoint
CREATE INDEX "message_attachments_message_idx" ON "message_attachments" ("message_id");
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"key" text PRIMARY KEY NOT NULL,
	"conversation_key" text NOT NULL REFERENCES "conversations"("key") ON DELETE CASCADE,
	"tariff_key" text NOT NULL,
	"buyer_key" text NOT NULL REFERENCES "spaces"("key") ON DELETE CASCADE,
	"supplier_key" text NOT NULL REFERENCES "spaces"("key") ON DELETE CASCADE,
	"state" text DEFAULT 'open' NOT NULL,
	"asked" jsonb NOT NULL,
	"request" jsonb NOT NULL,
	"countered" boolean DEFAULT false NOT NULL,
	"quote" jsonb NOT NULL,
	"total" bigint NOT NULL,
	"change" jsonb,
	"reason" text,
	"expires_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"reference" text UNIQUE,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "inquiries_buyer_idx" ON "inquiries" ("buyer_key", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX "inquiries_supplier_idx" ON "inquiries" ("supplier_key", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX "inquiries_tariff_idx" ON "inquiries" ("tariff_key", "buyer_key") WHERE "state" = 'accepted';
--> statement-breakpoint
CREATE INDEX "inquiries_expiry_idx" ON "inquiries" ("expires_at") WHERE "state" = 'quoted';
--> statement-breakpoint
CREATE TABLE "inquiry_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_key" text NOT NULL REFERENCES "inquiries"("key") ON DELETE CASCADE,
	"from_state" text,
	"to_state" text NOT NULL,
	"action" text NOT NULL,
	"side" text NOT NULL,
	"actor" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "inquiry_history_idx" ON "inquiry_history" ("inquiry_key", "created_at");
--> statement-breakpoint
-- Reference numbers TT-<year>-<n>: one counter row per year, bumped under its row lock, so no two acceptances share one.
CREATE TABLE "reference_sequences" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
