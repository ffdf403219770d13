-- Issue 23: OpenID Connect sign-in.

-- A trip to the identity provider not yet come back: the PKCE verifier and the nonce stay on the server, found by
-- the hash of the state (which the browser also holds in a short-lived cookie). Used once. A sign-in, or a signer's
-- fresh re-authentication (21 CFR 11.200) for a session: confirmed by the callback, then picked up once by that
-- session as a signing token.
CREATE TABLE "sso_attempts" (
  "state_hash" text PRIMARY KEY,
  "purpose" text NOT NULL DEFAULT 'sign-in' CONSTRAINT "sso_attempts_purpose_valid" CHECK ("purpose" IN ('sign-in', 'signing')),
  "session_id" text REFERENCES "sessions"("id"),
  "user_id" uuid REFERENCES "users"("id"),
  "code_verifier" text NOT NULL,
  "nonce" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone,
  "confirmed_at" timestamp with time zone,
  "picked_up_at" timestamp with time zone,
  CONSTRAINT "sso_attempts_signing_owner" CHECK ("purpose" = 'sign-in' OR ("session_id" IS NOT NULL AND "user_id" IS NOT NULL))
);
CREATE INDEX "sso_attempts_expires_idx" ON "sso_attempts" ("expires_at");

-- The provider's account (issuer and subject) a user signs in with: linked when provisioned or at the first
-- sign-in by a verified e-mail address; an identity belongs to one user only.
CREATE TABLE "user_identities" (
  "issuer" text NOT NULL,
  "subject" text NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id"),
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "last_sign_in_at" timestamp with time zone,
  PRIMARY KEY ("issuer", "subject")
);
CREATE INDEX "user_identities_user_idx" ON "user_identities" ("user_id");
