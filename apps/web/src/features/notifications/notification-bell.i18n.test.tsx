import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser, NotificationListResponse } from '@attest/domain';
import { applyLanguage } from '@/i18n/language';
import { fakeApi, renderApp } from '@/test/render';
import { NotificationBell } from './notification-bell';

const user = { id: 'u1', name: 'Marcus Webb', email: 'approver@attest.local', role: 'approver' } as CurrentUser;
const serverTitle = 'Approval assigned';

const list: NotificationListResponse = {
  items: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      seq: 1,
      title: serverTitle,
      message: 'Please approve SOP-QA-001',
      type: 'info',
      category: 'workflow',
      isRead: false,
      createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
      actionUrl: null,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 10,
  counts: { total: 3, unread: 3, read: 0, last24Hours: 3 },
};

describe('the notification bell in French', () => {
  it('translates what the web draws and keeps the server’s title and message', async () => {
    await applyLanguage('fr');
    vi.stubGlobal('fetch', fakeApi({ '/api/notifications?pageSize=10': () => ({ status: 200, json: list }) }).fetch);
    await renderApp(<NotificationBell user={user} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 non lues' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(screen.getByRole('button', { name: 'Tout marquer comme lu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir toutes les notifications' })).toBeTruthy();
    expect(screen.getByRole('button', { name: `Supprimer la notification : ${serverTitle}` })).toBeTruthy();
    expect(panel.textContent).toContain(serverTitle);
    expect(panel.textContent).toContain('Please approve SOP-QA-001');
    expect(panel.textContent).toContain('Non lue');
    expect(panel.textContent).toContain('il y a 2 h');
    expect(panel.textContent).not.toContain('Mark all read');
    expect(panel.textContent).not.toContain('View all notifications');
  });
});
