-- Issue 31 item 6: a creating POST sent twice with the same Idempotency-Key makes one record. The first request
-- claims the key (state 'running'); its successful response is kept for 24 hours and replayed to a repeat.
CREATE TABLE "idempotency_keys" (
  "user_id" uuid NOT NULL REFERENCES "users"("id"),
  "route" text NOT NULL,
  "key" text NOT NULL,
  "request_hash" text NOT NULL,
  "state" text NOT NULL DEFAULT 'running' CONSTRAINT "idempotency_keys_state_valid" CHECK ("state" IN ('running', 'done')),
  "response_status" integer,
  "response_type" text,
  "response_body" text,
  "created_at" timestamp with time zone NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  PRIMARY KEY ("user_id", "route", "key")
);
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" ("expires_at");
