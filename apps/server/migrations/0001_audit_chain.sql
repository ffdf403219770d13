-- The audit trail is append-only and hash-chained (DESIGN.md §4.4).
-- Every INSERT is serialised by a transaction-scoped advisory lock; the trigger assigns the next sequence number,
-- the server's UTC time, the previous event's hash and hash = sha256(prev_hash || canonical row).
-- UPDATE, DELETE and TRUNCATE are refused.

CREATE FUNCTION audit_event_canonical(e audit_events) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object(
    'seq', e.seq,
    'occurred_at', to_char(e.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    'actor_id', e.actor_id,
    'actor_name', e.actor_name,
    'actor_role', e.actor_role,
    'action', e.action,
    'entity_type', e.entity_type,
    'entity_id', e.entity_id,
    'old_values', e.old_values,
    'new_values', e.new_values,
    'reason', e.reason,
    'ip', e.ip,
    'user_agent', e.user_agent
  )::text
$$;
--> statement-breakpoint
CREATE FUNCTION audit_event_hash(prev_hash text, e audit_events) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(prev_hash || audit_event_canonical(e), 'UTF8')), 'hex')
$$;
--> statement-breakpoint
CREATE FUNCTION audit_events_chain() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  last_seq bigint;
  last_hash text;
BEGIN
  -- 0x41554454 = 'AUDT': one writer at a time until commit, so the chain never forks.
  PERFORM pg_advisory_xact_lock(1096107092);
  SELECT seq, hash INTO last_seq, last_hash FROM audit_events ORDER BY seq DESC LIMIT 1;
  NEW.seq := coalesce(last_seq, 0) + 1;
  NEW.occurred_at := clock_timestamp();
  NEW.prev_hash := coalesce(last_hash, repeat('0', 64));
  NEW.hash := audit_event_hash(NEW.prev_hash, NEW);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_events_chain BEFORE INSERT ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_chain();
--> statement-breakpoint
CREATE FUNCTION audit_events_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_events_no_update_delete BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_refuse_change();
--> statement-breakpoint
-- Recomputes the chain in order; reports the first event whose sequence, link or hash does not match.
CREATE FUNCTION audit_verify(OUT intact boolean, OUT verified bigint, OUT first_broken_seq bigint)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  e audit_events;
  expected_prev text := repeat('0', 64);
  expected_seq bigint := 1;
BEGIN
  intact := true;
  verified := 0;
  first_broken_seq := NULL;
  FOR e IN SELECT * FROM audit_events ORDER BY seq LOOP
    IF e.seq <> expected_seq OR e.prev_hash <> expected_prev OR e.hash <> audit_event_hash(e.prev_hash, e) THEN
      intact := false;
      first_broken_seq := least(e.seq, expected_seq);
      RETURN;
    END IF;
    verified := verified + 1;
    expected_prev := e.hash;
    expected_seq := e.seq + 1;
  END LOOP;
END
$$;
