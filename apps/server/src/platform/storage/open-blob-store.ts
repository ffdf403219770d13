import type { BlobStoreSettings } from '../../config.ts';
import { FilesystemBlobStore, type BlobStore } from './blob-store.ts';
import { S3BlobStore, s3Client } from './s3-blob-store.ts';

/** The blob store the configuration names (BLOB_STORE): the server, the CLI and worker threads open it here. */
export function openBlobStore(settings: BlobStoreSettings): BlobStore {
  if (settings.kind === 'fs') return new FilesystemBlobStore(settings.root);
  return new S3BlobStore({ client: s3Client(settings.s3), bucket: settings.s3.bucket, spoolDir: settings.spoolDir });
}
