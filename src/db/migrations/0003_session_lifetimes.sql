-- Sessions started under the old 14-day policy end: their owners sign in again once (under
-- https the cookie's name changes to __Host-qf_session anyway, ADR 012).
DELETE FROM "sessions";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "sessions_last_seen_idx" ON "sessions" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
-- Every ended session (logout, sign out everywhere, rotation, expiry clean-up, a deleted user) is
-- announced on `session_ended` with its id (the token's SHA-256), after commit. Each node LISTENs
-- and drops that id from its session cache (src/features/account/session-cache.ts); a TRUNCATE
-- announces the empty id: drop all.
CREATE FUNCTION qf_notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('session_ended', '');
  ELSE
    PERFORM pg_notify('session_ended', OLD.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_ended AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION qf_notify_session_ended();
--> statement-breakpoint
CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION qf_notify_session_ended();
