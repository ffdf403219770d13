import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { FilesystemBlobStore } from '../platform/storage/blob-store.ts';
import { migrateBlobs } from '../platform/storage/migrate-blobs.ts';
import { S3BlobStore, s3Client } from '../platform/storage/s3-blob-store.ts';
import path from 'node:path';

const USAGE = 'Usage: npm run migrate-blobs -- --to s3   (with S3_BUCKET and the other S3_* variables set; see README)';

/**
 * npm run migrate-blobs -- --to s3: copies DATA_DIR/blobs into the S3 bucket, every object read back and verified.
 * Resumable (run it again after an interruption); the local files are left in place. Then set BLOB_STORE=s3.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  if (values.to !== 's3') {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  if (!config.s3) {
    console.error(`S3_BUCKET is not set.\n${USAGE}`);
    process.exit(2);
  }
  const source = new FilesystemBlobStore(path.join(config.dataDir, 'blobs'));
  const target = new S3BlobStore({ client: s3Client(config.s3), bucket: config.s3.bucket, spoolDir: path.join(config.dataDir, 'spool') });
  console.log(`Copying ${source.root} into s3://${config.s3.bucket} …`);
  const report = await migrateBlobs(source, target, (done) => {
    if (done % 500 === 0) console.log(`  ${done} files …`);
  });
  console.log(`${report.copied} copied, ${report.alreadyThere} already there, ${report.replaced} replaced, ${report.records} records; every object read back and verified.`);
  if (report.failed.length > 0) {
    for (const failure of report.failed) console.error(`  FAILED ${failure.sha256}: ${failure.reason}`);
    console.error(`${report.failed.length} could not be copied intact: run the command again; nothing was removed.`);
    process.exit(1);
  }
  console.log('Done. Set BLOB_STORE=s3 on every instance and restart; DATA_DIR/blobs can be removed once you are satisfied.');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
