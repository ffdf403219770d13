-- Issue 23: OpenID Connect sign-in.

-- A sign-in started at the identity provider and not yet come back: the PKCE verifier and the nonce stay on the
-- server, found by the hash of the state (which the browser also holds in a short-lived cookie). Used once.
CREATE TABLE "sso_attempts" (
  "state_hash" text PRIMARY KEY,
  "code_verifier" text NOT NULL,
  "nonce" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone
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
