import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { auditKeys } from '@/lib/api/audit/queries';
import { dashboardKeys } from '@/lib/api/dashboard/queries';
import { documentKeys } from '@/lib/api/documents/queries';
import { referenceKeys } from '@/lib/api/reference/queries';
import { userKeys } from '@/lib/api/users/queries';
import { workflowKeys } from '@/lib/api/workflow/queries';
import { notificationKeys } from './queries';
import { invalidateFor, useLiveEvents } from './use-live-events';

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

/** An EventSource stand-in whose events the test fires by hand. */
class FakeEventSource {
  static CLOSED = 2;
  static last: FakeEventSource | undefined;
  readyState = 1;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  fire(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type));
  }
}

describe('the live stream opening', () => {
  it('refetches the bell when it first opens, so a change made before it connected is not missed', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const client = new QueryClient();
    client.setQueryData(notificationKeys.all, 'cached');
    client.setQueryData(documentKeys.lists(), 'cached');
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    renderHook(() => useLiveEvents(), { wrapper });

    expect(client.getQueryState(notificationKeys.all)?.isInvalidated).toBe(false);
    FakeEventSource.last?.fire('open');
    expect(client.getQueryState(notificationKeys.all)?.isInvalidated).toBe(true);
    // Only the bell: the first open does not reload every list on the page.
    expect(client.getQueryState(documentKeys.lists())?.isInvalidated).toBe(false);
  });
});
