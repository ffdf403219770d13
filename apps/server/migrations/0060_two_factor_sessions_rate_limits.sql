-- Issue 23: two-factor sign-in (TOTP), sessions a user can see and revoke, sign-in rate limits shared by instances.

-- A session's public name: shown in the session list and used to revoke it (the primary key is the token's hash).
ALTER TABLE "sessions" ADD COLUMN "public_id" uuid NOT NULL DEFAULT gen_random_uuid();
CREATE UNIQUE INDEX "sessions_public_id_unique" ON "sessions" ("public_id");

-- The authenticator secret of a user, encrypted (AES-256-GCM, a key derived from AUDIT_KEY). Not in force until a
-- code made from it was confirmed; the last accepted time step refuses a code used twice.
CREATE TABLE "user_totp" (
  "user_id" uuid PRIMARY KEY REFERENCES "users"("id"),
  "secret_ciphertext" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "confirmed_at" timestamp with time zone,
  "last_used_step" bigint
);

-- One-time recovery codes: only their SHA-256 is kept; a used one stays, marked.
CREATE TABLE "recovery_codes" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "user_id" uuid NOT NULL REFERENCES "users"("id"),
  "code_hash" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "used_at" timestamp with time zone
);
CREATE INDEX "recovery_codes_user_idx" ON "recovery_codes" ("user_id");
CREATE UNIQUE INDEX "recovery_codes_hash_unique" ON "recovery_codes" ("user_id", "code_hash");

-- The second step of a sign-in: a short-lived token given after the right password (only its hash is kept).
CREATE TABLE "sign_in_challenges" (
  "id" text PRIMARY KEY,
  "user_id" uuid NOT NULL REFERENCES "users"("id"),
  "kind" text NOT NULL CONSTRAINT "sign_in_challenges_kind_valid" CHECK ("kind" IN ('code', 'enrol')),
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone
);
CREATE INDEX "sign_in_challenges_user_idx" ON "sign_in_challenges" ("user_id");

-- Requests per client address and route in fixed windows, counted here so every instance sees the same count.
CREATE TABLE "rate_limit_hits" (
  "bucket" text NOT NULL,
  "window_start" timestamp with time zone NOT NULL,
  "hits" integer NOT NULL DEFAULT 0,
  PRIMARY KEY ("bucket", "window_start")
);
CREATE INDEX "rate_limit_hits_window_idx" ON "rate_limit_hits" ("window_start");
