-- Git repository connections (issue 21). The token is encrypted at rest (AES-256-GCM; key from REPOSITORY_TOKEN_KEY
-- or derived from the audit secret) and never leaves the server. A removed connection is kept, marked deleted, so the
-- provenance of the versions imported through it still names it.
CREATE TABLE "repository_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"branch" text NOT NULL,
	"auth_scheme" text DEFAULT 'basic' NOT NULL,
	"username" text DEFAULT 'git' NOT NULL,
	"token_ciphertext" text,
	"last_fetched_at" timestamp with time zone,
	"last_commit_sha" text,
	"last_error" text,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid NOT NULL REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "repository_connections_auth_scheme_valid" CHECK ("auth_scheme" in ('basic','bearer'))
);
--> statement-breakpoint
CREATE INDEX "repository_connections_name_idx" ON "repository_connections" ("name") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
-- Where a version's file came from: one row per imported version, written in the transaction that creates it.
CREATE TABLE "document_version_sources" (
	"version_id" uuid PRIMARY KEY NOT NULL REFERENCES "document_versions"("id"),
	"connection_id" uuid NOT NULL REFERENCES "repository_connections"("id"),
	"repository_url" text NOT NULL,
	"branch" text NOT NULL,
	"commit_sha" text NOT NULL,
	"path" text NOT NULL,
	"blob_sha" text NOT NULL,
	"imported_by" uuid NOT NULL REFERENCES "users"("id"),
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sync_at" timestamp with time zone DEFAULT now() NOT NULL
);
