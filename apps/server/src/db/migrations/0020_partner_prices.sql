CREATE TABLE "partner_prices" (
	"tariff_key" text NOT NULL,
	"terms" text NOT NULL,
	"adult_prices" bigint[] NOT NULL,
	"price_rates" jsonb NOT NULL,
	CONSTRAINT "partner_prices_tariff_key_terms_pk" PRIMARY KEY("tariff_key","terms")
);
--> statement-breakpoint
ALTER TABLE "partner_prices" ADD CONSTRAINT "partner_prices_tariff_key_tariffs_key_fk" FOREIGN KEY ("tariff_key") REFERENCES "public"."tariffs"("key") ON DELETE cascade ON UPDATE no action;
