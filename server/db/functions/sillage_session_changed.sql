-- Every change that ends or alters a session takes the next number of the session_changes sequence
-- and NOTIFYs session_changed with it ("<n>:user:<id>", "<n>:token:<jti>", or "<n>:all"), delivered
-- as it commits (docs/decisions/2026-11-29-session-cache.md). Each instance drops the cached sessions
-- it is told of, and one that sees the sequence move past what it heard drops everything
-- (server/auth/session-cache.ts). A sequence, not a row: nextval locks nothing.

-- Last applied by migration 0023_session-changes.
CREATE FUNCTION "sillage_session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  what text;
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    what := 'all';
  ELSIF TG_TABLE_NAME = 'revoked_tokens' THEN
    what := 'token:' || NEW."jti";
  ELSIF TG_OP = 'DELETE' THEN
    what := 'user:' || OLD."id";
  ELSE
    what := 'user:' || NEW."id";
  END IF;
  PERFORM pg_notify('session_changed', nextval('session_changes') || ':' || what);
  RETURN NULL;
END;
$$;--> statement-breakpoint

-- What a cached session holds of its user: the epoch decides whether the token still holds; the
-- name, email and admin flag are what handlers read from it.
-- Last applied by migration 0023_session-changes.
CREATE TRIGGER "users_session_changed" AFTER UPDATE OF "session_epoch", "name", "email", "is_admin" ON "users"
  FOR EACH ROW WHEN (OLD."session_epoch" IS DISTINCT FROM NEW."session_epoch" OR OLD."name" IS DISTINCT FROM NEW."name"
    OR OLD."email" IS DISTINCT FROM NEW."email" OR OLD."is_admin" IS DISTINCT FROM NEW."is_admin")
  EXECUTE FUNCTION "sillage_session_changed"();--> statement-breakpoint

-- Last applied by migration 0023_session-changes.
CREATE TRIGGER "users_deleted_session_changed" AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "sillage_session_changed"();--> statement-breakpoint

-- Last applied by migration 0023_session-changes.
CREATE TRIGGER "users_truncated_session_changed" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "sillage_session_changed"();--> statement-breakpoint

-- Last applied by migration 0023_session-changes.
CREATE TRIGGER "token_revoked_session_changed" AFTER INSERT ON "revoked_tokens"
  FOR EACH ROW EXECUTE FUNCTION "sillage_session_changed"();--> statement-breakpoint

-- Last applied by migration 0023_session-changes.
CREATE TRIGGER "revoked_tokens_truncated_session_changed" AFTER TRUNCATE ON "revoked_tokens"
  FOR EACH STATEMENT EXECUTE FUNCTION "sillage_session_changed"();
