import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ActiveSession } from '@attest/domain';
import { fakeApi, renderApp } from '@/test/render';
import { SessionsCard } from './sessions-card';

const THIS: ActiveSession = {
  id: '11111111-1111-4111-8111-111111111111',
  device: 'Firefox on Windows',
  userAgent: 'Mozilla/5.0 Firefox',
  ip: '10.0.0.5',
  createdAt: '2026-03-01T08:00:00.000Z',
  lastSeenAt: '2026-03-01T09:00:00.000Z',
  current: true,
};
const PHONE: ActiveSession = { ...THIS, id: '22222222-2222-4222-8222-222222222222', device: 'Safari on iOS', ip: null, current: false };

function serve(base: string) {
  let sessions = [THIS, PHONE];
  const api = fakeApi({
    [base]: () => ({ status: 200, json: { sessions } }),
    [`${base}/${PHONE.id}`]: () => {
      sessions = sessions.filter((s) => s.id !== PHONE.id);
      return { status: 200, json: { ok: true } };
    },
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

describe('active sessions', () => {
  it('lists my sessions with device and address, marks this one, and ends another', async () => {
    const api = serve('/api/profile/sessions');
    await renderApp(<SessionsCard />);
    const phone = (await screen.findByText('Safari on iOS')).closest('li')!;
    const current = screen.getByText('Firefox on Windows').closest('li')!;
    expect(within(current).getByText('This session')).toBeTruthy();
    expect(within(current).getByText('10.0.0.5')).toBeTruthy();
    expect(within(current).queryByRole('button', { name: 'End session' })).toBeNull();
    expect(within(phone).getByText('Unknown address')).toBeTruthy();

    fireEvent.click(within(phone).getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).toBeNull());
    const call = api.calls.find((c) => c.path === `/api/profile/sessions/${PHONE.id}`);
    expect(call).toBeTruthy();
  });

  it("reads and ends a user's sessions through the administrator's routes", async () => {
    const userId = '33333333-3333-4333-8333-333333333333';
    const api = serve(`/api/users/${userId}/sessions`);
    await renderApp(<SessionsCard userId={userId} />);
    expect(await screen.findByText('Where this user is signed in. Ending a session signs that device out.')).toBeTruthy();
    const phone = (await screen.findByText('Safari on iOS')).closest('li')!;
    fireEvent.click(within(phone).getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === `/api/users/${userId}/sessions/${PHONE.id}`)).toBe(true));
  });
});
