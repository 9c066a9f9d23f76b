CREATE TABLE "partner_prices" (
	"agreement_key" text NOT NULL,
	"tariff_key" text NOT NULL,
	"adult_prices" bigint[] NOT NULL,
	"price_rates" jsonb NOT NULL,
	CONSTRAINT "partner_prices_agreement_key_tariff_key_pk" PRIMARY KEY("agreement_key","tariff_key")
);
--> statement-breakpoint
ALTER TABLE "partner_prices" ADD CONSTRAINT "partner_prices_agreement_key_agreements_key_fk" FOREIGN KEY ("agreement_key") REFERENCES "public"."agreements"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_prices" ADD CONSTRAINT "partner_prices_tariff_key_tariffs_key_fk" FOREIGN KEY ("tariff_key") REFERENCES "public"."tariffs"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_prices_tariff_idx" ON "partner_prices" USING btree ("tariff_key");
