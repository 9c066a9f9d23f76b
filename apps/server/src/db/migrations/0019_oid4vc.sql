CREATE TABLE "oid4vci_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"tx_code_hash" text,
	"configuration" text NOT NULL,
	"vct" text NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" text NOT NULL,
	"space_key" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"redeemed_at" timestamp with time zone,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"issued_at" timestamp with time zone,
	"credential_id" text,
	CONSTRAINT "oid4vci_offers_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "oid4vci_offers_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "oid4vci_nonces" (
	"nonce_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oid4vp_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"state_hash" text NOT NULL,
	"space_key" text NOT NULL,
	"created_by" text NOT NULL,
	"dcql" jsonb NOT NULL,
	"purpose" jsonb,
	"nonce" text NOT NULL,
	"client_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"answered_at" timestamp with time zone,
	"result" jsonb,
	CONSTRAINT "oid4vp_transactions_state_hash_unique" UNIQUE("state_hash")
);
--> statement-breakpoint
CREATE INDEX "oid4vci_offers_expires_idx" ON "oid4vci_offers" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "oid4vci_nonces_expires_idx" ON "oid4vci_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "oid4vp_transactions_space_idx" ON "oid4vp_transactions" USING btree ("space_key","created_at");
--> statement-breakpoint
ALTER TABLE "credentials" ADD COLUMN "held_externally" boolean DEFAULT false NOT NULL;
