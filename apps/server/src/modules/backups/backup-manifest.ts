import { z } from 'zod';
import { BackupCounts } from '@attest/domain';

/** The archive's first member: what the archive is and the SHA-256 and size of every other member. */
export const MANIFEST_PATH = 'manifest.json';
export const ARCHIVE_FORMAT = 'attest-backup';
export const ARCHIVE_FORMAT_VERSION = 1;

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);
/** Member paths are plain relative names: nothing absolute, no "..", so an archive cannot write outside its target. */
const MemberPath = z
  .string()
  .min(1)
  .max(300)
  .regex(/^(database\/[a-z0-9._-]+|files\/[0-9a-f]{64}|records\/[a-z0-9-]+\/[a-z0-9][a-z0-9._-]*)$/);

export const Member = z.object({ path: MemberPath, size: z.number().int().min(0), sha256: Sha256 });
export type Member = z.infer<typeof Member>;

export const DATABASE_FORMATS = { pglite: 'pglite-datadir-tar-gz', postgres: 'pg_dump-custom' } as const;

export const Manifest = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.literal(ARCHIVE_FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  application: z.object({ version: z.string() }),
  /** The migrations applied in the dumped database, in order: a restore into an older release is refused. */
  schema: z.object({ migrations: z.array(z.string()) }),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), path: MemberPath, format: z.enum([DATABASE_FORMATS.pglite, DATABASE_FORMATS.postgres]) }),
  counts: BackupCounts,
  /** The audit trail's newest event in the dump and its seal (older archives have none): an anchor kept
   *  wherever the archive is, against which a later trail is verified. */
  auditHead: z.object({ seq: z.number().int().positive(), mac: Sha256 }).optional(),
  members: z.array(Member),
});
export type Manifest = z.infer<typeof Manifest>;

export const databaseMemberPath = (kind: 'pglite' | 'postgres') => (kind === 'pglite' ? 'database/attest.pglite.tar.gz' : 'database/attest.pgdump');
export const fileMemberPath = (sha256: string) => `files/${sha256}`;
export const recordMemberPath = (name: string) => `records/${name}`;
