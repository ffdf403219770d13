import { useEffect } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { LIVE_EVENTS, LiveChanged, LiveNotification } from '@attest/domain';
import { auditKeys } from '@/lib/api/audit/queries';
import { sessionQueryKey } from '@/lib/session';
import { dashboardKeys } from '@/lib/api/dashboard/queries';
import { documentKeys } from '@/lib/api/documents/queries';
import { referenceKeys } from '@/lib/api/reference/queries';
import { signatureKeys } from '@/lib/api/signatures/queries';
import { userKeys } from '@/lib/api/users/queries';
import { workflowKeys } from '@/lib/api/workflow/queries';
import { notificationKeys } from './queries';

/** The queries that show each audited entity type; '*' (a resync after a lost connection) refreshes everything. */
const AFFECTED: Record<string, readonly QueryKey[]> = {
  document: [documentKeys.all, workflowKeys.all, signatureKeys.all, ['search'], dashboardKeys.home],
  user: [userKeys.all, dashboardKeys.home],
  category: [referenceKeys.all, documentKeys.all],
  department: [referenceKeys.all, documentKeys.all, userKeys.all],
};
/** A new EventSource after the browser's own one gave up (e.g. a 502 while the server restarts), backing off. */
const REOPEN_MS = 5_000;
const REOPEN_MAX_MS = 60_000;

export function invalidateFor(client: QueryClient, entities: readonly string[]): void {
  if (entities.includes('*')) {
    void client.invalidateQueries();
    return;
  }
  // Every audited change adds to the audit trail.
  for (const queryKey of [auditKeys.all, ...entities.flatMap((e) => AFFECTED[e] ?? [])]) void client.invalidateQueries({ queryKey });
}

function showToast(data: LiveNotification): void {
  const options = { description: data.message };
  if (data.type === 'error') toast.error(data.title, options);
  else if (data.type === 'success') toast.success(data.title, options);
  else if (data.type === 'warning') toast.warning(data.title, options);
  else toast.info(data.title, options);
}

/**
 * The signed-in user's live stream (GET /api/events): a new notification shows a toast (unless the user turned
 * pop-ups off) and refreshes the bell; changes elsewhere refresh the open lists that show them. The browser
 * reconnects by itself and sends Last-Event-ID, so notifications missed meanwhile still arrive.
 */
export function useLiveEvents(enabled = true): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let lastId: string | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let opened = false;
    let delay = REOPEN_MS;

    const open = () => {
      source = new EventSource(lastId ? `/api/events?lastEventId=${encodeURIComponent(lastId)}` : '/api/events');
      source.addEventListener('open', () => {
        // After a reconnect only missed notifications are replayed; whatever else changed meanwhile is refetched.
        // On the first open, the bell is refetched: a change between its first load and the stream's start
        // (another tab clearing the inbox, say) reached no stream.
        if (opened) invalidateFor(client, ['*']);
        else void client.invalidateQueries({ queryKey: notificationKeys.all });
        opened = true;
        delay = REOPEN_MS;
      });
      source.addEventListener(LIVE_EVENTS.notification, (event) => {
        lastId = event.lastEventId || lastId;
        const parsed = LiveNotification.safeParse(JSON.parse(event.data as string));
        if (!parsed.success) return;
        if (parsed.data.toast) showToast(parsed.data);
        void client.invalidateQueries({ queryKey: notificationKeys.all });
      });
      source.addEventListener(LIVE_EVENTS.notificationsChanged, () => void client.invalidateQueries({ queryKey: notificationKeys.all }));
      source.addEventListener(LIVE_EVENTS.changed, (event) => {
        const parsed = LiveChanged.safeParse(JSON.parse(event.data as string));
        if (parsed.success) invalidateFor(client, parsed.data.entities);
      });
      source.addEventListener('error', () => {
        if (source?.readyState !== EventSource.CLOSED) return;
        // The server ends the stream when the session is revoked (sign-out elsewhere, deactivation); a refused
        // reconnect is how the page learns, so it asks whether the session still stands and leaves if not.
        void client.invalidateQueries({ queryKey: sessionQueryKey });
        reopen = setTimeout(open, delay);
        delay = Math.min(delay * 2, REOPEN_MAX_MS);
      });
    };
    open();
    return () => {
      clearTimeout(reopen);
      source?.close();
    };
  }, [client, enabled]);
}
