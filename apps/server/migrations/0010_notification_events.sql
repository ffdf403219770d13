-- Live events: every committed change of interest is announced on the channel attest_events, which each server
-- instance LISTENs to. NOTIFY inside a transaction is delivered only when it commits, and identical payloads of
-- one transaction are delivered once. Payloads carry ids and kinds only; listeners read the rows themselves.

CREATE FUNCTION attest_notify_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := CASE TG_OP WHEN 'INSERT' THEN 'n' ELSE 'nc' END;
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('attest_events', json_build_object('k', kind, 'u', u)::text) FROM (SELECT DISTINCT user_id AS u FROM old_rows) s;
  ELSE
    PERFORM pg_notify('attest_events', json_build_object('k', kind, 'u', u)::text) FROM (SELECT DISTINCT user_id AS u FROM new_rows) s;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notifications_announce_insert AFTER INSERT ON notifications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION attest_notify_notifications();
--> statement-breakpoint
CREATE TRIGGER notifications_announce_update AFTER UPDATE ON notifications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION attest_notify_notifications();
--> statement-breakpoint
CREATE TRIGGER notifications_announce_delete AFTER DELETE ON notifications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION attest_notify_notifications();
--> statement-breakpoint
-- Every audited change names its entity type; open lists showing that kind of entity refresh.
CREATE FUNCTION attest_notify_audited_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('attest_events', json_build_object('k', 'c', 'e', e)::text) FROM (SELECT DISTINCT entity_type AS e FROM new_rows) s;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_events_announce AFTER INSERT ON audit_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION attest_notify_audited_change();
--> statement-breakpoint
-- New mail wakes the senders at once instead of at their next poll.
CREATE FUNCTION attest_notify_mail() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('attest_events', '{"k":"m"}');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER mail_outbox_announce AFTER INSERT ON mail_outbox FOR EACH STATEMENT EXECUTE FUNCTION attest_notify_mail();
