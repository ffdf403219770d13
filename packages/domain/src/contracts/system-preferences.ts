import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants.ts';
import { FIELD_MESSAGES } from '../field-messages.ts';

/** Inclusive bounds of the numbers an administrator may choose (the environment variables share them). */
export const SYSTEM_PREFERENCE_BOUNDS = {
  sessionIdleMinutes: { min: 1, max: 24 * 60 },
  sessionMaxHours: { min: 1, max: 24 },
  lockoutMaxAttempts: { min: 1, max: 100 },
  lockoutMinutes: { min: 1, max: 24 * 60 },
  passwordMinLength: { min: PASSWORD_MIN_LENGTH, max: 128 },
  uploadMaxMb: { min: 1, max: 500 },
  renditionConcurrency: { min: 1, max: 32 },
  auditReviewPeriodMonths: { min: 1, max: 12 },
  workingHoursStart: { min: 0, max: 23 },
  workingHoursEnd: { min: 1, max: 24 },
} as const;

/** "off", or a 5-field cron expression (the server checks it further with the job queue's own parser). */
export const BACKUP_SCHEDULE_OFF = 'off';
const CRON_FIELD = /^[0-9A-Za-z*?,/#L-]+$/;
export const isBackupScheduleShape = (value: string): boolean => {
  if (value === BACKUP_SCHEDULE_OFF) return true;
  const fields = value.trim().split(/\s+/);
  return fields.length === 5 && fields.every((field) => CRON_FIELD.test(field));
};

export const MAINTENANCE_MESSAGE_MAX = 500;

/** An IANA time zone this runtime knows (Europe/Berlin, America/New_York, UTC). */
export const isTimeZone = (value: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.trim() !== '';
  } catch {
    return false;
  }
};

const bounded = (key: keyof typeof SYSTEM_PREFERENCE_BOUNDS, message: string) =>
  z.number({ error: message }).int(message).min(SYSTEM_PREFERENCE_BOUNDS[key].min, message).max(SYSTEM_PREFERENCE_BOUNDS[key].max, message);

/**
 * Spec 02 §2 System Preferences: the values an administrator may change, each one taking effect at once on every
 * instance. Flat, so a field message names the field; SYSTEM_PREFERENCE_SECTIONS groups them for the screen.
 */
export const SystemPreferences = z.object({
  copyStatusPublic: z.boolean(),
  /** On: visitors without a session see the landing page's figures (active users, audit events); off by default. */
  publicStats: z.boolean(),
  sessionIdleMinutes: bounded('sessionIdleMinutes', FIELD_MESSAGES.preferenceSessionIdleRange),
  sessionMaxHours: bounded('sessionMaxHours', FIELD_MESSAGES.preferenceSessionMaxRange),
  lockoutMaxAttempts: bounded('lockoutMaxAttempts', FIELD_MESSAGES.preferenceLockoutAttemptsRange),
  lockoutMinutes: bounded('lockoutMinutes', FIELD_MESSAGES.preferenceLockoutMinutesRange),
  passwordMinLength: bounded('passwordMinLength', FIELD_MESSAGES.preferencePasswordMinLengthRange),
  uploadMaxMb: bounded('uploadMaxMb', FIELD_MESSAGES.preferenceUploadMaxRange),
  maintenanceMode: z.boolean(),
  maintenanceMessage: z.string().trim().max(MAINTENANCE_MESSAGE_MAX, FIELD_MESSAGES.preferenceMaintenanceMessageTooLong),
  /** Whether queued e-mail is sent (read by the mail outbox at send time; off: queued mail is skipped). */
  emailEnabled: z.boolean(),
  /** When backups are taken: a 5-field cron expression in the site's time zone, or "off". */
  backupSchedule: z
    .string({ error: FIELD_MESSAGES.preferenceBackupScheduleInvalid })
    .trim()
    .refine(isBackupScheduleShape, FIELD_MESSAGES.preferenceBackupScheduleInvalid),
  /** The plant's time zone: what "today" means for effective and due dates, and when scheduled work runs. */
  siteTimezone: z.string({ error: FIELD_MESSAGES.preferenceSiteTimezoneInvalid }).trim().refine(isTimeZone, FIELD_MESSAGES.preferenceSiteTimezoneInvalid),
  /** LibreOffice conversions at once on each instance (read when the job queue claims a rendition). */
  renditionConcurrency: bounded('renditionConcurrency', FIELD_MESSAGES.preferenceRenditionConcurrencyRange),
  /** Months of audit trail each scheduled audit-trail review covers (Annex 11 §9), calendar-aligned in the site time zone. */
  auditReviewPeriodMonths: bounded('auditReviewPeriodMonths', FIELD_MESSAGES.preferenceAuditReviewPeriodRange),
  /** Working hours (whole hours, site time zone, Monday to Friday): a person's event outside them is highlighted in a review. */
  workingHoursStart: bounded('workingHoursStart', FIELD_MESSAGES.preferenceWorkingHoursRange),
  workingHoursEnd: bounded('workingHoursEnd', FIELD_MESSAGES.preferenceWorkingHoursRange),
  /** On: the last completed review moves the document on to its approvers named at submission. */
  routeToApprovalWhenReviewed: z.boolean(),
});
export type SystemPreferences = z.infer<typeof SystemPreferences>;
export type SystemPreferenceKey = keyof SystemPreferences;
export const SYSTEM_PREFERENCE_KEYS = Object.keys(SystemPreferences.shape) as [SystemPreferenceKey, ...SystemPreferenceKey[]];

/** The screen's sections (spec 02 §2). */
export const SYSTEM_PREFERENCE_SECTIONS = {
  general: ['siteTimezone', 'copyStatusPublic', 'publicStats', 'emailEnabled'],
  security: ['sessionIdleMinutes', 'sessionMaxHours', 'lockoutMaxAttempts', 'lockoutMinutes', 'passwordMinLength'],
  performance: ['uploadMaxMb', 'renditionConcurrency'],
  backup: ['backupSchedule'],
  maintenance: ['maintenanceMode', 'maintenanceMessage'],
  auditReview: ['auditReviewPeriodMonths', 'workingHoursStart', 'workingHoursEnd'],
  workflow: ['routeToApprovalWhenReviewed'],
} as const satisfies Record<string, readonly SystemPreferenceKey[]>;

/** The environment variable giving each preference its default (and its value, when pinned). */
export const SYSTEM_PREFERENCE_VARIABLES: Record<SystemPreferenceKey, string> = {
  copyStatusPublic: 'COPY_STATUS_PUBLIC',
  publicStats: 'PUBLIC_STATS',
  sessionIdleMinutes: 'SESSION_IDLE_MINUTES',
  sessionMaxHours: 'SESSION_MAX_HOURS',
  lockoutMaxAttempts: 'LOCKOUT_MAX_ATTEMPTS',
  lockoutMinutes: 'LOCKOUT_MINUTES',
  passwordMinLength: 'PASSWORD_MIN_LENGTH',
  uploadMaxMb: 'UPLOAD_MAX_MB',
  maintenanceMode: 'MAINTENANCE_MODE',
  maintenanceMessage: 'MAINTENANCE_MESSAGE',
  emailEnabled: 'MAIL_ENABLED',
  backupSchedule: 'BACKUP_SCHEDULE',
  renditionConcurrency: 'RENDITION_CONCURRENCY',
  siteTimezone: 'SITE_TIMEZONE',
  auditReviewPeriodMonths: 'AUDIT_REVIEW_PERIOD_MONTHS',
  workingHoursStart: 'WORKING_HOURS_START',
  workingHoursEnd: 'WORKING_HOURS_END',
  routeToApprovalWhenReviewed: 'ROUTE_TO_APPROVAL_WHEN_REVIEWED',
};

export const SystemPreferencesUpdate = SystemPreferences.extend({
  reason: z
    .string({ error: FIELD_MESSAGES.settingsReasonRequired })
    .trim()
    .min(1, FIELD_MESSAGES.settingsReasonRequired)
    .max(2000),
});
export type SystemPreferencesUpdate = z.infer<typeof SystemPreferencesUpdate>;

/** A preference the environment pins (PREFERENCES_PINNED): shown locked with the reason; a save cannot change it. */
export const PinnedPreference = z.object({ key: z.enum(SYSTEM_PREFERENCE_KEYS), variable: z.string(), reason: z.string() });
export type PinnedPreference = z.infer<typeof PinnedPreference>;

export const SystemPreferencesResponse = SystemPreferences.extend({
  /** The environment's values: what Reset to Defaults puts in the form. */
  defaults: SystemPreferences,
  pinned: z.array(PinnedPreference),
  updatedAt: z.iso.datetime().nullable(),
  updatedBy: z.string().nullable(),
});
export type SystemPreferencesResponse = z.infer<typeof SystemPreferencesResponse>;

/** What anyone may know before signing in: the maintenance banner and the password length a new password needs. */
export const PublicSystemNoticeResponse = z.object({
  maintenanceMode: z.boolean(),
  maintenanceMessage: z.string(),
  passwordMinLength: z.number().int(),
  /** Single sign-on: the provider's name for "Sign in with {name}"; null when not set up. */
  sso: z.object({ providerName: z.string() }).nullable(),
  /** false: passwords are off except for the break-glass administrator (the sign-in page leads with single sign-on). */
  localPasswords: z.boolean(),
});
export type PublicSystemNoticeResponse = z.infer<typeof PublicSystemNoticeResponse>;
