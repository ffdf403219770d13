import { z } from 'zod';

/** Choices offered for personal preferences (spec 02 §9 Administration and profile). */
export const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export const DATE_FORMATS = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'] as const;
export const TIME_FORMATS = ['12h', '24h'] as const;

/** Spec 02 §9 time zone choices of the profile; dates and times are shown in the chosen one. */
export const PROFILE_TIMEZONES = ['UTC', 'EST', 'PST', 'CST', 'MST'] as const;
export type ProfileTimezone = (typeof PROFILE_TIMEZONES)[number];

/** The zone each choice means: the US ones follow daylight saving time, as people there read their clocks. */
export const PROFILE_TIME_ZONE_IANA: Record<ProfileTimezone, string> = {
  UTC: 'UTC',
  EST: 'America/New_York',
  CST: 'America/Chicago',
  MST: 'America/Denver',
  PST: 'America/Los_Angeles',
};

/**
 * A user's preferences (spec 02 §3 User preferences). Every field has a default so a user who never saved
 * any, or a stored object from an older release, still reads as a complete set.
 */
export const UserPreferences = z.object({
  /** Notifications are also e-mailed when mail is configured (default on). */
  emailNotifications: z.boolean().default(true),
  /** Live toasts for new notifications in the browser. */
  pushNotifications: z.boolean().default(true),
  weeklyReports: z.boolean().default(false),
  /** null follows the system theme. */
  darkMode: z.boolean().nullable().default(null),
  language: z.enum(LANGUAGES).default('en'),
  dateFormat: z.enum(DATE_FORMATS).default('YYYY-MM-DD'),
  timeFormat: z.enum(TIME_FORMATS).default('12h'),
});
export type UserPreferences = z.infer<typeof UserPreferences>;

/** An update names only the fields it changes. */
export const UserPreferencesUpdate = UserPreferences.partial().strict();
export type UserPreferencesUpdate = z.infer<typeof UserPreferencesUpdate>;

export const UserPreferencesResponse = z.object({
  preferences: UserPreferences,
  updatedAt: z.string().nullable(),
  /** The profile's time zone, which dates are shown in (null: the device's own). */
  timeZone: z.enum(PROFILE_TIMEZONES).nullable(),
});
export type UserPreferencesResponse = z.infer<typeof UserPreferencesResponse>;
