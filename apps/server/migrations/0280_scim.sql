-- Issue 38 item 2: SCIM 2.0 provisioning. An administrator issues bearer tokens to an identity provider; only the
-- token's SHA-256 is kept, with its expiry and revocation. Users are never deleted, so the tokens' rows stay too.
CREATE TABLE "scim_tokens" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "name" text NOT NULL,
  "token_hash" text NOT NULL,
  "created_by" uuid NOT NULL REFERENCES "users" ("id"),
  "created_at" timestamp with time zone NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "revoked_at" timestamp with time zone,
  "last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "scim_tokens_token_hash_unique" ON "scim_tokens" ("token_hash");
--> statement-breakpoint
-- The identity provider's own id for a user (SCIM externalId): one per user, and one user per id.
CREATE TABLE "scim_external_ids" (
  "user_id" uuid PRIMARY KEY REFERENCES "users" ("id"),
  "external_id" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "scim_external_ids_external_id_unique" ON "scim_external_ids" ("external_id");
