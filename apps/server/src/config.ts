import { homedir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { Encrypter } from 'age-encryption';
import { isRole, isTimeZone, ROLES, type Role, SYSTEM_PREFERENCE_BOUNDS, SYSTEM_PREFERENCE_KEYS, type SystemPreferenceKey, type SystemPreferences } from '@attest/domain';
import { isCronExpression } from './platform/jobs/cron.ts';
import type { S3Settings } from './platform/storage/s3-blob-store.ts';

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
/** A comma-separated list, each entry trimmed, empty ones dropped; unset: none. */
const commaList = z.string().default('').transform((value) => value.split(',').map((entry) => entry.trim()).filter((entry) => entry !== ''));

/** Every environment variable the server reads, with its default. The README documents each one. */
/** Every environment variable the server reads (exported so deployment files can be checked against it). */
export const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(30),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(24).default(24),
  LOCKOUT_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(5),
  LOCKOUT_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  SETUP_CODE_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(72),
  SITE_TIMEZONE: z.string().trim().default('UTC').refine(isTimeZone, 'must be an IANA time zone such as Europe/Berlin'),
  /** Days from a version becoming effective (or a person joining its audience) to their training due date. */
  TRAINING_DUE_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(500).default(10),
  /** The shortest password accepted when one is set (never under 8, DESIGN §4.6). */
  PASSWORD_MIN_LENGTH: z.coerce.number().int().min(SYSTEM_PREFERENCE_BOUNDS.passwordMinLength.min).max(SYSTEM_PREFERENCE_BOUNDS.passwordMinLength.max).default(8),
  /** Maintenance mode at start: a banner for everyone, and only administrators may sign in. */
  MAINTENANCE_MODE: flag.default(false),
  MAINTENANCE_MESSAGE: z.string().max(500).default(''),
  /** Preferences the environment fixes: their variables' values apply and the Preferences tab shows them locked. */
  PREFERENCES_PINNED: commaList
    .refine((keys) => keys.every((key) => (SYSTEM_PREFERENCE_KEYS as string[]).includes(key)), `names preferences from: ${SYSTEM_PREFERENCE_KEYS.join(', ')}`)
    .transform((keys) => [...new Set(keys)] as SystemPreferenceKey[]),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A log line for every request; errors and slow requests are logged either way. */
  ACCESS_LOG: flag.default(false),
  SLOW_REQUEST_MS: z.coerce.number().int().min(1).default(1000),
  /** demo: demo users and the demo library; demo-users: the users only (the Playwright server); none: reference data. */
  SEED: z.enum(['demo', 'demo-users', 'none']).default('demo'),
  TRUST_PROXY: flag.default(false),
  /** A visitor without a session may see a printed copy's document number and status (FR-CPY-3). */
  COPY_STATUS_PUBLIC: flag.default(false),
  /** A visitor without a session may see how many users and audit events this instance has; off by default. */
  PUBLIC_STATS: flag.default(false),
  /** E-mail is off unless set, e.g. smtp://user:pass@mail.example.com:587 or smtps://…:465. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /** E-mail on or off at start (an editable preference): off, queued mail is skipped, as without SMTP_URL. */
  MAIL_ENABLED: flag.default(true),
  /** The owner login that applies migrations; DATABASE_URL is then the restricted runtime login (README). */
  MIGRATION_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** The audit trail's secret (64 hex digits or base64 of 32+ bytes); never stored in the database. */
  AUDIT_KEY: z
    .string()
    .transform((value) => (/^[0-9a-fA-F]+$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64')))
    .refine((key) => key.length >= 32, 'must be at least 32 bytes: 64 hex digits (openssl rand -hex 32) or base64')
    .optional(),
  /** A file holding the audit secret (a mounted secret, e.g. /run/secrets/attest_audit_key); never inside DATA_DIR. */
  AUDIT_KEY_FILE: z.string().min(1).optional(),
  /** Where the embedded installation keeps the audit key it generates (audit.key); never inside DATA_DIR. */
  SECRETS_DIR: z.string().min(1).optional(),
  /** A signed checkpoint of the trail's head follows every change within this many seconds (coalesced). */
  AUDIT_CHECKPOINT_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  /** An external witness of the audit trail: each signed checkpoint is POSTed there (https, or http to this machine). */
  AUDIT_WITNESS_URL: z
    .url()
    .refine((value) => value.startsWith('https://') || /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\//.test(value), 'must be https:// (http:// only to this machine)')
    .optional(),
  /** Sent as `Authorization: Bearer …` to the witness. */
  AUDIT_WITNESS_TOKEN: z.string().min(1).optional(),
  /** An address that receives a daily digest of the checkpoints (needs SMTP_URL). */
  AUDIT_WITNESS_EMAIL: z.email().optional(),
  /** When the digest is sent: a 5-field cron expression in UTC. */
  AUDIT_WITNESS_DIGEST_CRON: z
    .string()
    .default('17 5 * * *')
    .refine((value) => isCronExpression(value), 'must be a 5-field cron expression, e.g. "17 5 * * *"'),
  /** When the head is checkpointed whatever the traffic: a 5-field cron expression in UTC. */
  AUDIT_CHECKPOINT_CRON: z
    .string()
    .default('7 * * * *')
    .refine((value) => isCronExpression(value), 'must be a 5-field cron expression, e.g. "7 * * * *"'),
  /** LibreOffice conversions to PDF that may run at once (each is a process of a few hundred MB). */
  RENDITION_CONCURRENCY: z.coerce.number().int().min(SYSTEM_PREFERENCE_BOUNDS.renditionConcurrency.min).max(SYSTEM_PREFERENCE_BOUNDS.renditionConcurrency.max).default(1),
  /** Audit-trail review (Annex 11 §9): months each scheduled review covers, and the working hours it measures against. */
  AUDIT_REVIEW_PERIOD_MONTHS: z.coerce.number().int().min(SYSTEM_PREFERENCE_BOUNDS.auditReviewPeriodMonths.min).max(SYSTEM_PREFERENCE_BOUNDS.auditReviewPeriodMonths.max).default(1),
  WORKING_HOURS_START: z.coerce.number().int().min(SYSTEM_PREFERENCE_BOUNDS.workingHoursStart.min).max(SYSTEM_PREFERENCE_BOUNDS.workingHoursStart.max).default(7),
  WORKING_HOURS_END: z.coerce.number().int().min(SYSTEM_PREFERENCE_BOUNDS.workingHoursEnd.min).max(SYSTEM_PREFERENCE_BOUNDS.workingHoursEnd.max).default(19),
  /** Default of the routeToApprovalWhenReviewed preference: off keeps spec 02 §4's Submit for Approval step. */
  ROUTE_TO_APPROVAL_WHEN_REVIEWED: flag.default(false),
  /** A conversion still running after this long is killed, its whole process group with it. */
  RENDITION_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /** The LibreOffice program: a name looked up on PATH, or an absolute path. */
  SOFFICE_PATH: z.string().min(1).default('soffice'),
  /** Where backup archives are written; DATA_DIR/backups when unset. */
  BACKUP_DIR: z.string().min(1).optional(),
  /** When backups are taken: a 5-field cron expression in the site's time zone, or "off". */
  BACKUP_SCHEDULE: z
    .string()
    .default('0 2 * * *')
    .refine((value) => value === 'off' || isCronExpression(value), 'must be a 5-field cron expression, e.g. "0 2 * * *", or "off"'),
  /** Every new archive is encrypted to this age public key (age1…); the backup host then cannot read it. */
  BACKUP_AGE_RECIPIENT: z
    .string()
    .trim()
    .refine(isAgeRecipient, 'must be an age public key (age1…), e.g. from npm run backup:keygen')
    .optional(),
  /** The file holding the age identity (AGE-SECRET-KEY-1…) that restore and verify open encrypted archives with. */
  BACKUP_AGE_IDENTITY_FILE: z.string().min(1).optional(),
  /** PostgreSQL's dump and restore programs (a name on PATH or a path); the embedded database needs neither. */
  PG_DUMP_PATH: z.string().min(1).default('pg_dump'),
  PG_RESTORE_PATH: z.string().min(1).default('pg_restore'),
  /** Git repositories (FR-REPO-1): the git program (a name on PATH or a path). */
  GIT_PATH: z.string().min(1).default('git'),
  /** The key repository tokens are encrypted with (64 hex digits or base64 of 32+ bytes); derived from the audit secret when unset. */
  REPOSITORY_TOKEN_KEY: z
    .string()
    .transform((value) => (/^[0-9a-fA-F]+$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64')))
    .refine((key) => key.length >= 32, 'must be at least 32 bytes: 64 hex digits (openssl rand -hex 32) or base64')
    .optional(),
  /** A repository whose mirror grows past this is refused (and its mirror removed) rather than filling the disk. */
  REPOSITORY_MAX_MB: z.coerce.number().int().min(1).max(100_000).default(500),
  /** A fetch or read still running after this long is stopped with a Repository Access Error. */
  REPOSITORY_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Commits of history each mirror keeps: last-modified dates are found within it. */
  REPOSITORY_HISTORY_DEPTH: z.coerce.number().int().min(1).max(100_000).default(500),
  /** When every connection is fetched: a 5-field cron expression in UTC, or "off". */
  REPOSITORY_FETCH_SCHEDULE: z
    .string()
    .default('*/30 * * * *')
    .refine((value) => value === 'off' || isCronExpression(value), 'must be a 5-field cron expression, e.g. "*/30 * * * *", or "off"'),
  /** Allow http:// repository URLs (a token would travel unencrypted): for test servers on a private network only. */
  REPOSITORY_ALLOW_HTTP: flag.default(false),
  /** Internal Git servers repository URLs may reach: host names, addresses or CIDR ranges, comma-separated. */
  REPOSITORY_ALLOWED_ADDRESSES: commaList,
  /** Internal hosts webhook endpoints may be: host names, addresses or CIDR ranges, comma-separated (as repositories). */
  WEBHOOK_ALLOWED_ADDRESSES: commaList,
  /** Allow http:// webhook endpoints (payloads would travel unencrypted): for a receiver on a private network only. */
  WEBHOOK_ALLOW_HTTP: flag.default(false),
  /** Allow an http:// LRS endpoint (its credentials would travel unencrypted): for a test LRS on a private network only. */
  LMS_ALLOW_HTTP: flag.default(false),
  /** Internal hosts the LRS may be: host names, addresses or CIDR ranges, comma-separated (as repositories). */
  LMS_ALLOWED_ADDRESSES: commaList,
  /** Where stored files live: fs (DATA_DIR/blobs, a shared filesystem for several instances) or s3 (a bucket). */
  BLOB_STORE: z.enum(['fs', 's3']).default('fs'),
  /** An S3-compatible endpoint (MinIO, Ceph, …); unset for AWS S3 itself. */
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Unset: the AWS SDK's own chain (environment, instance role, …). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path (http://host/bucket/key), as most S3-compatible servers need. */
  S3_FORCE_PATH_STYLE: flag.default(false),
  /** OpenID Connect sign-in (modules/sso): on when the issuer is set, e.g. https://login.example.com/realms/plant. */
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_SCOPES: z.string().min(1).default('openid email profile'),
  /** The name on the sign-in button: "Sign in with {name}". */
  OIDC_PROVIDER_NAME: z.string().min(1).max(60).default('SSO'),
  /** The ID-token claim whose value (a string or a list) is mapped to a role. */
  OIDC_ROLE_CLAIM: z.string().min(1).default('groups'),
  /** Claim value → role, comma-separated, the first match wins: "qa-admins=admin,qa-approvers=approver". */
  OIDC_ROLE_MAP: commaList
    .refine((pairs) => pairs.every((pair) => /^[^=]+=[^=]+$/.test(pair) && isRole(pair.split('=')[1]!.trim())), `must be value=role pairs, roles from: ${ROLES.join(', ')}`)
    .transform((pairs) => pairs.map((pair) => ({ value: pair.split('=')[0]!.trim(), role: pair.split('=')[1]!.trim() as Role }))),
  /** The role a provisioned user gets when no mapping matches; unset: such a user is refused. */
  OIDC_DEFAULT_ROLE: z.enum(ROLES).optional(),
  /** E-mail domains that may sign in with the provider, comma-separated; empty: any. */
  OIDC_ALLOWED_DOMAINS: commaList.transform((domains) => domains.map((domain) => domain.toLowerCase())),
  /** Create an account at the first sign-in of someone the provider knows (just-in-time provisioning). */
  OIDC_JIT_PROVISIONING: flag.default(false),
  /** Allow an http:// issuer: for test providers on a private network only. */
  OIDC_ALLOW_HTTP: flag.default(false),
  /** Local passwords; false (needs OIDC_ISSUER): only the break-glass administrator signs in with a password. */
  LOCAL_PASSWORDS: flag.default(true),
  BREAK_GLASS_ADMIN_EMAIL: z.email().optional(),
})
  .refine((env) => !env.SMTP_URL || env.MAIL_FROM, { path: ['MAIL_FROM'], message: 'is required when SMTP_URL is set' })
  .refine((env) => !env.DATABASE_URL || env.AUDIT_KEY, {
    path: ['AUDIT_KEY'],
    message: 'is required with DATABASE_URL (every instance needs the same key; see README)',
  })
  .refine((env) => !env.SECRETS_DIR || !isInside(env.SECRETS_DIR, env.DATA_DIR), { path: ['SECRETS_DIR'], message: 'must not be inside DATA_DIR: whoever opens the data folder must not find the audit key there' })
  .refine((env) => !env.AUDIT_KEY_FILE || !isInside(env.AUDIT_KEY_FILE, env.DATA_DIR), { path: ['AUDIT_KEY_FILE'], message: 'must not be inside DATA_DIR: whoever opens the data folder must not find the audit key there' })
  .refine((env) => !env.AUDIT_WITNESS_EMAIL || env.SMTP_URL, { path: ['AUDIT_WITNESS_EMAIL'], message: 'needs SMTP_URL' })
  .refine((env) => !env.MIGRATION_DATABASE_URL || env.DATABASE_URL, { path: ['MIGRATION_DATABASE_URL'], message: 'needs DATABASE_URL' })
  .refine((env) => env.BLOB_STORE !== 's3' || env.S3_BUCKET, { path: ['S3_BUCKET'], message: 'is required when BLOB_STORE=s3' })
  .refine((env) => !env.OIDC_ISSUER || (env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET), { path: ['OIDC_CLIENT_SECRET'], message: 'OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are required with OIDC_ISSUER' })
  .refine((env) => !env.OIDC_ISSUER || env.OIDC_ISSUER.startsWith('https://') || env.OIDC_ALLOW_HTTP, { path: ['OIDC_ISSUER'], message: 'must be https:// (OIDC_ALLOW_HTTP=true allows http:// for a test provider)' })
  .refine((env) => env.LOCAL_PASSWORDS || (env.OIDC_ISSUER && env.BREAK_GLASS_ADMIN_EMAIL), { path: ['LOCAL_PASSWORDS'], message: 'false needs OIDC_ISSUER and BREAK_GLASS_ADMIN_EMAIL' })
  .refine((env) => !env.S3_ACCESS_KEY_ID === !env.S3_SECRET_ACCESS_KEY, { path: ['S3_SECRET_ACCESS_KEY'], message: 'goes with S3_ACCESS_KEY_ID: set both or neither' })
  .refine((env) => env.WORKING_HOURS_END > env.WORKING_HOURS_START, { path: ['WORKING_HOURS_END'], message: 'must be later than WORKING_HOURS_START' })
  // The identity opens every archive: kept beside the data or the archives, it would protect nothing.
  .refine((env) => !env.BACKUP_AGE_IDENTITY_FILE || !isInside(env.BACKUP_AGE_IDENTITY_FILE, env.DATA_DIR), { path: ['BACKUP_AGE_IDENTITY_FILE'], message: 'must not be inside DATA_DIR: keep the backup identity apart from the data (README, Encrypted backups)' })
  .refine((env) => !env.BACKUP_AGE_IDENTITY_FILE || !isInside(env.BACKUP_AGE_IDENTITY_FILE, env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups')), { path: ['BACKUP_AGE_IDENTITY_FILE'], message: 'must not be inside BACKUP_DIR: whoever holds the archives must not hold their key (README, Encrypted backups)' });

function isAgeRecipient(value: string): boolean {
  try {
    new Encrypter().addRecipient(value);
    return value.startsWith('age1');
  } catch {
    return false;
  }
}

/** Whether `candidate` is `folder` or lies under it, as resolved paths. */
export function isInside(candidate: string, folder: string): boolean {
  const relative = path.relative(path.resolve(folder), path.resolve(candidate));
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof EnvSchema>) {
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    publicUrl,
    /** Served over https: cookies get Secure and the __Host- prefix. */
    secureCookies: publicUrl.startsWith('https://'),
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    setupCodeTtlHours: env.SETUP_CODE_TTL_HOURS,
    trainingDueDays: env.TRAINING_DUE_DAYS,
    logLevel: env.LOG_LEVEL,
    accessLog: env.ACCESS_LOG,
    slowRequestMs: env.SLOW_REQUEST_MS,
    seed: env.SEED,
    trustProxy: env.TRUST_PROXY,
    /**
     * System preferences (modules/preferences): the environment gives the defaults and may pin some. Code reads the
     * values in force through the preferences service, never these (DESIGN §5.5).
     */
    preferences: {
      defaults: {
        copyStatusPublic: env.COPY_STATUS_PUBLIC,
        publicStats: env.PUBLIC_STATS,
        sessionIdleMinutes: env.SESSION_IDLE_MINUTES,
        sessionMaxHours: env.SESSION_MAX_HOURS,
        lockoutMaxAttempts: env.LOCKOUT_MAX_ATTEMPTS,
        lockoutMinutes: env.LOCKOUT_MINUTES,
        passwordMinLength: env.PASSWORD_MIN_LENGTH,
        uploadMaxMb: env.UPLOAD_MAX_MB,
        maintenanceMode: env.MAINTENANCE_MODE,
        maintenanceMessage: env.MAINTENANCE_MESSAGE.trim(),
        emailEnabled: env.MAIL_ENABLED,
        backupSchedule: env.BACKUP_SCHEDULE.trim(),
        renditionConcurrency: env.RENDITION_CONCURRENCY,
        siteTimezone: env.SITE_TIMEZONE,
        auditReviewPeriodMonths: env.AUDIT_REVIEW_PERIOD_MONTHS,
        workingHoursStart: env.WORKING_HOURS_START,
        workingHoursEnd: env.WORKING_HOURS_END,
        routeToApprovalWhenReviewed: env.ROUTE_TO_APPROVAL_WHEN_REVIEWED,
      } satisfies SystemPreferences,
      pinned: env.PREFERENCES_PINNED,
    },
    /** Outgoing e-mail; undefined when SMTP_URL is not set. */
    mail: env.SMTP_URL && env.MAIL_FROM ? { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM } : undefined,
    /** Migrations run as this owner login when set; else as DATABASE_URL. */
    migrationDatabaseUrl: env.MIGRATION_DATABASE_URL,
    /** Where the audit secret comes from, in this order (audit-secret.ts); never from inside DATA_DIR. */
    auditKey: env.AUDIT_KEY,
    auditKeyFile: env.AUDIT_KEY_FILE ? path.resolve(env.AUDIT_KEY_FILE) : undefined,
    secretsDir: path.resolve(env.SECRETS_DIR ?? path.join(homedir(), '.config', 'attest')),
    auditCheckpointDelaySeconds: env.AUDIT_CHECKPOINT_DELAY_SECONDS,
    auditCheckpointCron: env.AUDIT_CHECKPOINT_CRON,
    /** External witnesses of the checkpoints (audit-witness.ts); each undefined when not configured. */
    auditWitness: { url: env.AUDIT_WITNESS_URL, token: env.AUDIT_WITNESS_TOKEN, email: env.AUDIT_WITNESS_EMAIL, digestCron: env.AUDIT_WITNESS_DIGEST_CRON },
    /** PDF renditions of Word versions, made by LibreOffice (modules/renditions). */
    /** The concurrency is a preference (renditionConcurrency), read when a rendition is claimed. */
    rendition: { soffice: env.SOFFICE_PATH, timeoutMs: env.RENDITION_TIMEOUT_SECONDS * 1000 },
    /** Backups (modules/backups): the folder and PostgreSQL's tools; the schedule is a preference (backupSchedule). */
    backup: {
      dir: path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups')),
      pgDump: env.PG_DUMP_PATH,
      pgRestore: env.PG_RESTORE_PATH,
      /** age encryption of archives (modules/backups/backup-encryption.ts): null fields mean off / no identity here. */
      encryption: { recipient: env.BACKUP_AGE_RECIPIENT ?? null, identityFile: env.BACKUP_AGE_IDENTITY_FILE ? path.resolve(env.BACKUP_AGE_IDENTITY_FILE) : null },
    },
    /** Git repositories (modules/repositories): mirrors under DATA_DIR/repositories. */
    repositories: {
      git: env.GIT_PATH,
      mirrorDir: path.resolve(env.DATA_DIR, 'repositories'),
      tokenKey: env.REPOSITORY_TOKEN_KEY,
      maxBytes: env.REPOSITORY_MAX_MB * 1024 * 1024,
      timeoutMs: env.REPOSITORY_TIMEOUT_SECONDS * 1000,
      historyDepth: env.REPOSITORY_HISTORY_DEPTH,
      fetchSchedule: env.REPOSITORY_FETCH_SCHEDULE === 'off' ? null : env.REPOSITORY_FETCH_SCHEDULE,
      allowHttp: env.REPOSITORY_ALLOW_HTTP,
      allowedAddresses: env.REPOSITORY_ALLOWED_ADDRESSES,
    },
    /** Webhooks (modules/webhooks): the secrets use the repository token key; the same address rules, own allow-list. */
    webhooks: { allowHttp: env.WEBHOOK_ALLOW_HTTP, allowedAddresses: env.WEBHOOK_ALLOWED_ADDRESSES },
    /** The LRS for training records (modules/lms): its key uses the repository token key; the same address rules, own allow-list. */
    lms: { allowHttp: env.LMS_ALLOW_HTTP, allowedAddresses: env.LMS_ALLOWED_ADDRESSES },
    /** Stored files (platform/storage): a folder, or a bucket with a local spool for uploads on their way to it. */
    blobStore: blobStoreSettings(env),
    s3: s3Settings(env),
    /** OpenID Connect sign-in; undefined when OIDC_ISSUER is not set. */
    sso: ssoSettings(env, publicUrl),
    /** false: passwords sign in only the break-glass administrator (the rest use the provider). */
    localPasswords: env.LOCAL_PASSWORDS,
    breakGlassAdminEmail: env.BREAK_GLASS_ADMIN_EMAIL?.toLowerCase(),
  };
}

export interface SsoSettings {
  issuer: URL;
  clientId: string;
  clientSecret: string;
  scopes: string;
  providerName: string;
  roleClaim: string;
  roleMap: { value: string; role: Role }[];
  defaultRole: Role | undefined;
  allowedDomains: string[];
  jitProvisioning: boolean;
  allowHttp: boolean;
  /** Where the provider sends the browser back: PUBLIC_URL/api/auth/sso/callback. */
  redirectUri: string;
}

function ssoSettings(env: z.infer<typeof EnvSchema>, publicUrl: string): SsoSettings | undefined {
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET) return undefined;
  return {
    issuer: new URL(env.OIDC_ISSUER),
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET,
    scopes: env.OIDC_SCOPES,
    providerName: env.OIDC_PROVIDER_NAME,
    roleClaim: env.OIDC_ROLE_CLAIM,
    roleMap: env.OIDC_ROLE_MAP,
    defaultRole: env.OIDC_DEFAULT_ROLE,
    allowedDomains: env.OIDC_ALLOWED_DOMAINS,
    jitProvisioning: env.OIDC_JIT_PROVISIONING,
    allowHttp: env.OIDC_ALLOW_HTTP,
    redirectUri: new URL('/api/auth/sso/callback', publicUrl).toString(),
  };
}

export type BlobStoreSettings = { kind: 'fs'; root: string } | { kind: 's3'; s3: S3Settings; spoolDir: string };

/** The bucket named by the S3_* variables, whether or not BLOB_STORE uses it (npm run migrate-blobs moves into it). */
function s3Settings(env: z.infer<typeof EnvSchema>): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

function blobStoreSettings(env: z.infer<typeof EnvSchema>): BlobStoreSettings {
  if (env.BLOB_STORE === 'fs') return { kind: 'fs', root: path.resolve(env.DATA_DIR, 'blobs') };
  return { kind: 's3', s3: s3Settings(env)!, spoolDir: path.resolve(env.DATA_DIR, 'spool') };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const CARRIES_SECRETS = new Set(['AUDIT_WITNESS_TOKEN', 'DATABASE_URL', 'MIGRATION_DATABASE_URL', 'SMTP_URL', 'AUDIT_KEY', 'S3_SECRET_ACCESS_KEY', 'REPOSITORY_TOKEN_KEY', 'OIDC_CLIENT_SECRET']);

/** Parses the environment once; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        // Connection URLs carry passwords: name them, never print them to a log.
        const shown = CARRIES_SECRETS.has(name) ? '' : `=${JSON.stringify(present[name])}`;
        return `${issue.path.join('.')}${shown}: ${issue.message}`;
      }),
    );
  }
  return toConfig(parsed.data);
}
