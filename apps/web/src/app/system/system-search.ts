import { IntegrationsSearch } from '@/features/integrations/integrations-search';
import { JobsSearch } from '@/features/system/jobs-search';
import { SYSTEM_TABS, type SystemTab } from './system-tabs';

export type SystemSearch = { tab: SystemTab } & JobsSearch & IntegrationsSearch;

/** The tabs whose lists keep their filters in the URL. */
const TAB_FILTERS: Partial<Record<SystemTab, typeof JobsSearch | typeof IntegrationsSearch>> = { jobs: JobsSearch, integrations: IntegrationsSearch };

export function parseSystemSearch(search: Record<string, unknown>): SystemSearch {
  const tab = SYSTEM_TABS.find((candidate) => candidate === search.tab) ?? 'overview';
  const filters = TAB_FILTERS[tab];
  if (!filters) return { tab };
  // Only what is set, so a fresh tab keeps a clean URL.
  const set = Object.entries(filters.parse(search)).filter(([, value]) => value !== undefined);
  return { tab, ...(Object.fromEntries(set) as JobsSearch & IntegrationsSearch) };
}
