-- Issue 12 item 6: API keys of a space. Written by hand (no snapshot): only the hash of a key is stored.
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_key" text NOT NULL,
	"name" text NOT NULL,
	"scope" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_keys_scope_check" CHECK ("scope" IN ('read', 'write'))
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_space_key_spaces_key_fk" FOREIGN KEY ("space_key") REFERENCES "public"."spaces"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash_idx" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_space_idx" ON "api_keys" USING btree ("space_key");--> statement-breakpoint
-- Issue 12 item 2: every process caches callers for seconds; these triggers tell every process (LISTEN
-- caller_changed) whose caller changed, as a tag: sub:<sub>, space:<key>, session:<id hash>, apikey:<id>,
-- or a revocation's kind:value (sub, grant, sid, jti). The notification is sent at commit, so a process never
-- hears of a change it could not yet read.
CREATE FUNCTION "caller_changed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	tag text;
	old_tag text;
BEGIN
	IF TG_TABLE_NAME IN ('users', 'user_grants', 'space_members') THEN
		IF TG_OP <> 'DELETE' THEN tag := 'sub:' || NEW.sub; END IF;
		IF TG_OP <> 'INSERT' THEN old_tag := 'sub:' || OLD.sub; END IF;
	ELSIF TG_TABLE_NAME = 'spaces' THEN
		old_tag := 'space:' || OLD.key;
	ELSIF TG_TABLE_NAME = 'sessions' THEN
		old_tag := 'session:' || OLD.id_hash;
	ELSIF TG_TABLE_NAME = 'token_revocations' THEN
		tag := NEW.kind || ':' || NEW.value;
	ELSIF TG_TABLE_NAME = 'api_keys' THEN
		old_tag := 'apikey:' || OLD.id;
	END IF;
	IF tag IS NOT NULL THEN PERFORM pg_notify('caller_changed', tag); END IF;
	IF old_tag IS NOT NULL AND old_tag IS DISTINCT FROM tag THEN PERFORM pg_notify('caller_changed', old_tag); END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_caller_changed" AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "caller_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "user_grants_caller_changed" AFTER INSERT OR UPDATE OR DELETE ON "user_grants" FOR EACH ROW EXECUTE FUNCTION "caller_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "space_members_caller_changed" AFTER INSERT OR UPDATE OR DELETE ON "space_members" FOR EACH ROW EXECUTE FUNCTION "caller_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "spaces_caller_changed" AFTER UPDATE OF "kind", "role" OR DELETE ON "spaces" FOR EACH ROW EXECUTE FUNCTION "caller_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "sessions_caller_changed" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "caller_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "token_revocations_caller_changed" AFTER INSERT OR UPDATE ON "token_revocations" FOR EACH ROW EXECUTE FUNCTION "caller_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "api_keys_caller_changed" AFTER UPDATE OF "revoked_at", "expires_at", "scope", "space_key", "created_by" OR DELETE ON "api_keys" FOR EACH ROW EXECUTE FUNCTION "caller_changed_notify"();
