import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { auditKeys } from '@/features/audit/queries';
import { dashboardKeys } from '@/features/dashboard/queries';
import { documentKeys } from '@/features/documents/queries';
import { referenceKeys } from '@/features/reference/queries';
import { userKeys } from '@/features/users/queries';
import { workflowKeys } from '@/features/workflow/queries';
import { notificationKeys } from './queries';
import { invalidateFor } from './use-live-events';

/** Queries as the screens cache them, under their real keys. */
const SCREENS: Record<string, QueryKey> = {
  dashboard: dashboardKeys.home,
  documentList: documentKeys.lists(),
  workflowList: workflowKeys.lists(),
  userList: userKeys.all,
  auditList: auditKeys.verify(),
  departments: referenceKeys.departments(false),
  notifications: notificationKeys.all,
};

const staleAfter = (entities: string[]) => {
  const client = new QueryClient();
  for (const key of Object.values(SCREENS)) client.setQueryData(key, 'cached');
  invalidateFor(client, entities);
  return Object.keys(SCREENS)
    .filter((name) => client.getQueryState(SCREENS[name]!)?.isInvalidated)
    .sort();
};

describe('what a live change refreshes', () => {
  it('refreshes document lists, workflows and dashboard cards when a document changes, and the audit trail always', () => {
    expect(staleAfter(['document'])).toEqual(['auditList', 'dashboard', 'documentList', 'workflowList']);
    expect(staleAfter(['session'])).toEqual(['auditList']);
  });

  it("refreshes the user lists and the admin's dashboard cards when a user changes", () => {
    expect(staleAfter(['user'])).toEqual(['auditList', 'dashboard', 'userList']);
  });

  it('refreshes everything after a resync', () => {
    expect(staleAfter(['*'])).toEqual(Object.keys(SCREENS).sort());
  });
});
