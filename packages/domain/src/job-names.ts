/**
 * The names of the jobs the server registers (its `*_JOB` constants), so the web can offer each in the jobs filter and
 * say in words what it does. A server test keeps this list and the server's registry the same.
 */
export const JOB_NAMES = [
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
  'webhook-deliver',
  'orphan-blob-sweep',
  'blob-temp-sweep',
  'idempotency-sweep',
  'lms-send-statement',
  'lms-reconcile',
] as const;
export type JobName = (typeof JOB_NAMES)[number];
