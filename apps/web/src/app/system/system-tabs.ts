/** ?tab= of /dashboard/{role}/system (spec 01 §2 routes); anything else is the overview. Free of imports: e2e reads it. */
export const SYSTEM_TABS = ['overview', 'backup', 'retention', 'signatures', 'preferences', 'validation', 'repositories', 'jobs', 'integrations'] as const;
export type SystemTab = (typeof SYSTEM_TABS)[number];
