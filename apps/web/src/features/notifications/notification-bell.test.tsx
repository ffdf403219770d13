import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser, Notification, NotificationListResponse } from '@attest/domain';
import { fakeApi, findToast, renderApp } from '@/test/render';
import { badgeText, NotificationBell } from './notification-bell';

const LIST = '/api/notifications?pageSize=10';
const user = { id: 'u1', name: 'Marcus Webb', email: 'approver@attest.local', role: 'approver' } as CurrentUser;

const notification = (i: number, extra: Partial<Notification> = {}): Notification => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  seq: i,
  title: `Approval assigned ${i}`,
  message: `Please approve document ${i}`,
  type: 'info',
  category: 'workflow',
  isRead: false,
  createdAt: new Date(Date.now() - i * 3_600_000).toISOString(),
  actionUrl: `/documents/${i}/review`,
  ...extra,
});

const listOf = (items: Notification[], unread: number): NotificationListResponse => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 10,
  counts: { total: unread, unread, read: 0, last24Hours: unread },
});

async function renderBell(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', api.fetch);
  await renderApp(<NotificationBell user={user} />);
  return api;
}

describe('the notification bell (spec 01 §2)', () => {
  it('caps the badge at 99+', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('shows the unread count, the latest items with their time, and marks all read', async () => {
    const items = Array.from({ length: 10 }, (_, i) => notification(i + 1));
    const api = await renderBell({
      [LIST]: () => ({ status: 200, json: listOf(items, 120) }),
      '/api/notifications/read-all': () => ({ status: 200, json: { count: 120 } }),
    });
    const bell = await screen.findByRole('button', { name: 'Notifications, 120 unread' });
    expect(bell.textContent).toContain('99+');
    fireEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(panel.querySelectorAll('li')).toHaveLength(10);
    expect(screen.getByRole('button', { name: /^Approval assigned 1(?!0)/ }).textContent).toContain('1h ago');
    expect(screen.getAllByText('Unread')).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'View all notifications' }).getAttribute('href')).toBe('/dashboard/approver/notifications');
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await findToast('All notifications marked as read.');
    expect(api.calls.some((c) => c.path === '/api/notifications/read-all')).toBe(true);
  });

  it('says when there is nothing, without a badge or Mark all read', async () => {
    await renderBell({ [LIST]: () => ({ status: 200, json: listOf([], 0) }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications')).toBeTruthy();
    expect(screen.getByText("You're all caught up!")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull();
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });

  it('shows the spec’s error toast when a delete fails', async () => {
    const item = notification(3, { isRead: true, actionUrl: null });
    await renderBell({
      [LIST]: () => ({ status: 200, json: listOf([item], 0) }),
      [`/api/notifications/${item.id}`]: () => ({ status: 500, json: { error: { code: 'INTERNAL', message: 'Something went wrong.' } } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    fireEvent.click(await screen.findByRole('button', { name: `Delete notification: ${item.title}` }));
    await findToast('Failed to delete notification.');
    await waitFor(() => expect(screen.queryByText('Unread')).toBeNull());
  });
});
