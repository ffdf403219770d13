import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { S3Settings } from '../src/platform/storage/s3-blob-store.ts';

/** The part of s3rver (an S3-compatible server on the local filesystem, from npm; it ships no types) the tests use. */
interface S3rver {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: Record<string, unknown>) => S3rver;

export interface TestS3 {
  settings: S3Settings;
  /** The environment a server is started with to use this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** A real S3-compatible server on loopback with one empty bucket, its data in a temp folder removed on close. */
export async function startTestS3(bucket = 'attest-test'): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'attest-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const settings: S3Settings = { endpoint: `http://127.0.0.1:${port}`, bucket, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true };
  return {
    settings,
    env: {
      BLOB_STORE: 's3',
      S3_ENDPOINT: settings.endpoint!,
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId!,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey!,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
