-- Issue 32 item 3: a backup records where its archive really is: the instance that wrote it (its stable id), that
-- instance's host and BACKUP_DIR. They are known once a process starts writing, not when someone asks on another
-- instance, so the folder stays empty until then. Each instance prunes the archives it holds.
ALTER TABLE "backups" ALTER COLUMN "location" DROP NOT NULL;
ALTER TABLE "backups" ADD COLUMN "instance_id" text;
ALTER TABLE "backups" ADD COLUMN "host" text;
