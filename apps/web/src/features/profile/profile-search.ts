/** ?tab= of the Profile Settings screen, so a redraw (a language switch) or a shared link keeps the tab. */
export const PROFILE_TABS = ['profile', 'security', 'preferences', 'activity'] as const;
export type ProfileTabName = (typeof PROFILE_TABS)[number];

/** Optional, so links to the screen need not name a tab; a missing or unknown tab is the Profile tab. */
export function parseProfileSearch(search: Record<string, unknown>): { tab?: ProfileTabName } {
  const tab = PROFILE_TABS.find((name) => name === search.tab);
  return tab ? { tab } : {};
}
