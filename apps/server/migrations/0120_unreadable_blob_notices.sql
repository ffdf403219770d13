-- When a stored file cannot be read, administrators are told at most once a day per file (issue 31 item 9): this
-- table remembers when they were last told about each blob. Every failed read is still audited.
CREATE TABLE "unreadable_blob_notices" (
  "sha256" text PRIMARY KEY NOT NULL REFERENCES "blobs"("sha256"),
  "notified_at" timestamp with time zone NOT NULL
);
