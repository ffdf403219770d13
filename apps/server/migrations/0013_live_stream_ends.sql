-- Live streams end with the access they were opened with: a revoked session (sign-out, deactivation, password
-- change) ends that session's streams, and a change to a user's role or status ends all of that user's streams, at
-- once and on every instance. Browsers reconnect and are let in again only while their session is live; the new
-- stream carries the current role. Payloads carry the session's id (a hash of its token) or the user's id only.

CREATE FUNCTION attest_notify_session_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('attest_events', json_build_object('k', 'x', 's', NEW.id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_announce_revoked AFTER UPDATE OF revoked_at ON sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION attest_notify_session_revoked();
--> statement-breakpoint
CREATE FUNCTION attest_notify_user_access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('attest_events', json_build_object('k', 'x', 'u', NEW.id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_announce_access_changed AFTER UPDATE OF role, status ON users
  FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION attest_notify_user_access_changed();
