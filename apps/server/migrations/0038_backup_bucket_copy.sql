-- Backups (issue 19): with BLOB_STORE=s3 each finished archive (and its .sha256) is also copied into the bucket under
-- backups/; where the copy is (s3://bucket/backups/<file>), or null when the store keeps none (the filesystem store).
ALTER TABLE "backups" ADD COLUMN "copy_location" text;
