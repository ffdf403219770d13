-- Settings an administrator may change (DESIGN §5.5, issue 19): one row per key, its value as JSON. No row means the
-- definition's default. Every instance caches the values and drops its cache when a change is announced by NOTIFY on
-- 'attest_settings'; each change is audited, old and new value, in the transaction that writes it.
CREATE TABLE "system_settings" (
  "key" text PRIMARY KEY,
  "value" jsonb NOT NULL,
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_by" uuid REFERENCES "users"("id"),
  CONSTRAINT "system_settings_key_valid" CHECK ("key" ~ '^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)*$')
);
