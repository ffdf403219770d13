-- Issue 33 item 2: the keyed seal of each event is written after its transaction commits, in batches, so an
-- audited change costs one INSERT. What the writer knows of the event (who, what, which record, the values, the
-- reason, where from) is bound at once by a keyed tag computed before the INSERT, with a key the database never
-- sees: the sealer seals only events whose tag holds, so an event written around the server, or changed before its
-- seal, is never sealed and verification reports it. Events written before this migration have no tag (they were
-- sealed in their own transaction).
ALTER TABLE "audit_events" ADD COLUMN "tag" text;
--> statement-breakpoint
-- The same chain, one trigger instead of two: the hash computed inline (the same value audit_event_hash gives,
-- which verification keeps using) and the committed-change announcement made here rather than by a statement
-- trigger over a transition table. Identical payloads of one transaction are still delivered once.
CREATE OR REPLACE FUNCTION audit_events_chain() RETURNS trigger
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
  NEW.hash := encode(sha256(convert_to(NEW.prev_hash || jsonb_build_object(
    'seq', NEW.seq,
    'occurred_at', to_char(NEW.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    'actor_id', NEW.actor_id,
    'actor_name', NEW.actor_name,
    'actor_role', NEW.actor_role,
    'action', NEW.action,
    'entity_type', NEW.entity_type,
    'entity_id', NEW.entity_id,
    'old_values', NEW.old_values,
    'new_values', NEW.new_values,
    'reason', NEW.reason,
    'ip', NEW.ip,
    'user_agent', NEW.user_agent
  )::text, 'UTF8')), 'hex');
  PERFORM pg_notify('attest_events', json_build_object('k', 'c', 'e', NEW.entity_type)::text);
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER audit_events_announce ON audit_events;
--> statement-breakpoint
DROP FUNCTION attest_notify_audited_change();
