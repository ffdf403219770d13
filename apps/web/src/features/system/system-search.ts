/** ?tab= of /dashboard/{role}/system (spec 01 §2 routes); anything else is the overview. */
export const SYSTEM_TABS = ['overview', 'backup', 'retention', 'signatures', 'preferences', 'validation', 'repositories'] as const;
export type SystemTab = (typeof SYSTEM_TABS)[number];

export function parseSystemSearch(search: Record<string, unknown>): { tab: SystemTab } {
  return { tab: SYSTEM_TABS.find((tab) => tab === search.tab) ?? 'overview' };
}
