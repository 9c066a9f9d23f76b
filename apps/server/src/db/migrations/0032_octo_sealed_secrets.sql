-- Webhook signing secrets sealed at rest (docs/octo.md "Webhooks"): new registrations store only the sealed
-- secret; rows registered before keep theirs in "secret" until the OCTO module seals them as it starts, which
-- empties "secret" (SQL cannot seal: the key lives in server_secrets and the JWE is made by the server).
ALTER TABLE "octo_webhooks" ADD COLUMN "sealed_secret" text;
--> statement-breakpoint
ALTER TABLE "octo_webhooks" ALTER COLUMN "secret" DROP NOT NULL;
