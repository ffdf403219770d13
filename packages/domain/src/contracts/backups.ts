import { z } from 'zod';

/** running → succeeded or failed; a succeeded archive past its retention is pruned (the row stays). */
export const BACKUP_STATUSES = ['running', 'succeeded', 'failed', 'pruned'] as const;
export type BackupStatus = (typeof BACKUP_STATUSES)[number];
export const BACKUP_TRIGGERS = ['manual', 'schedule', 'cli'] as const;
export type BackupTrigger = (typeof BACKUP_TRIGGERS)[number];

const Instant = z.iso.datetime();
const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);

/** What an archive holds, as its manifest counts it. */
export const BackupCounts = z.object({
  documents: z.number().int(),
  versions: z.number().int(),
  signatures: z.number().int(),
  auditEvents: z.number().int(),
  users: z.number().int(),
  files: z.number().int(),
  records: z.number().int(),
});
export type BackupCounts = z.infer<typeof BackupCounts>;

export const BackupSummary = z.object({
  id: z.uuid(),
  status: z.enum(BACKUP_STATUSES),
  trigger: z.enum(BACKUP_TRIGGERS),
  requestedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  startedAt: Instant,
  finishedAt: Instant.nullable(),
  /** attest-backup-….tar, or ….tar.age when age-encrypted (BACKUP_AGE_RECIPIENT was set when it was taken). */
  fileName: z.string(),
  /** The folder the archive is in, on `host`; null until an instance starts writing it. */
  location: z.string().nullable(),
  /** The host of the instance that wrote the archive (its folder is there), or null. */
  host: z.string().nullable(),
  /** Where the archive is also kept (BLOB_STORE=s3: s3://bucket/backups/<file>), or null. */
  copyLocation: z.string().nullable(),
  databaseKind: z.enum(['pglite', 'postgres']),
  sizeBytes: z.number().int().nullable(),
  sha256: Sha256.nullable(),
  /** While running: bytes written of the total (null until the database is dumped and the total is known). */
  progress: z.object({ doneBytes: z.number().int(), totalBytes: z.number().int().nullable() }).nullable(),
  counts: BackupCounts.nullable(),
  error: z.string().nullable(),
  prunedAt: Instant.nullable(),
  lastVerifiedAt: Instant.nullable(),
  lastVerifiedOk: z.boolean().nullable(),
});
export type BackupSummary = z.infer<typeof BackupSummary>;

export const BackupListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type BackupListQuery = z.input<typeof BackupListQuery>;

/** The Backup tab (spec 02 §3 backupStatus) and the history of archives. */
export const BackupListResponse = z.object({
  status: z.object({
    lastBackup: BackupSummary.nullable(),
    /** The next scheduled occurrence, or null when BACKUP_SCHEDULE is off. */
    nextScheduled: Instant.nullable(),
    schedule: z.string().nullable(),
    location: z.string(),
    /** Where archives are also copied (BLOB_STORE=s3: s3://bucket/backups/), or null. */
    copyLocation: z.string().nullable(),
    /** Why this installation cannot back up now (pg_dump missing), or null. */
    unavailable: z.string().nullable(),
    /** The age public key new archives are encrypted to (BACKUP_AGE_RECIPIENT), or null: they are plain tar. */
    encryptedTo: z.string().nullable(),
  }),
  items: z.array(BackupSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BackupListResponse = z.infer<typeof BackupListResponse>;

export const BackupStartResponse = z.object({ id: z.uuid(), status: z.literal('running') });
export type BackupStartResponse = z.infer<typeof BackupStartResponse>;

export const BackupVerifyResponse = z.object({
  ok: z.boolean(),
  /** Members checked against the manifest, and the problems found (first ones). */
  members: z.number().int(),
  problems: z.array(z.string()),
  verifiedAt: Instant,
});
export type BackupVerifyResponse = z.infer<typeof BackupVerifyResponse>;
