import { i18n } from '@/i18n';

/**
 * The job names the server registers (its `*_JOB` constants), so the name filter can offer them and each row can
 * say in words what it does. A name not listed here (a job added later) is shown as it is.
 */
export const KNOWN_JOB_NAMES = [
  'send-mail',
  'backup',
  'scheduled-backup',
  'document-rendition',
  'scheduled-release',
  'training-gate',
  'training-reminders',
  'periodic-reviews',
  'signature-reminders',
  'audit-trail-reviews',
  'audit-checkpoint',
  'audit-witness-post',
  'audit-witness-digest',
  'audit-export-reminder',
  'repository-fetch',
  'orphan-blob-sweep',
  'blob-temp-sweep',
  'idempotency-sweep',
] as const;
export type KnownJobName = (typeof KNOWN_JOB_NAMES)[number];

const isKnown = (name: string): name is KnownJobName => (KNOWN_JOB_NAMES as readonly string[]).includes(name);

/** What a known job does ("E-mail" for send-mail), in the reader's language; null for a name not listed. */
export function jobDescription(name: string): string | null {
  return isKnown(name) ? i18n.t(`system:jobs.names.${name}`) : null;
}
