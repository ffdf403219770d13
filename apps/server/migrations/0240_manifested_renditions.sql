-- Issue 34 item 1: a released record's signature manifestation (21 CFR 11.50(b)). The viewable rendition as served
-- and printed is the rendition PDF with a header band on every page, a state overlay, and a signature page and a
-- revision history page after it. The source file and its rendition stay as they are; the manifested PDF is a blob
-- of its own, made once per rendition, version, state and signature/history content (cache_key hashes them all).
CREATE TABLE "manifested_renditions" (
  "cache_key" text PRIMARY KEY,
  "version_id" uuid NOT NULL REFERENCES "document_versions" ("id"),
  "rendition_sha256" text NOT NULL REFERENCES "blobs" ("sha256"),
  "state" text NOT NULL,
  "pdf_sha256" text NOT NULL REFERENCES "blobs" ("sha256"),
  "created_at" timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX "manifested_renditions_version_idx" ON "manifested_renditions" ("version_id");
