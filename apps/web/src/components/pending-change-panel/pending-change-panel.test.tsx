import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionResponse, SettingChangeRecord } from '@attest/domain';
import { fakeApi, findToast, renderApp } from '@/test/render';
import { PendingChangePanel } from './pending-change-panel';

const PROPOSER = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const change: SettingChangeRecord = {
  id: '33333333-3333-4333-8333-333333333333',
  settingKey: 'signatureConfig',
  status: 'pending',
  proposedValue: {},
  weakened: [{ field: 'segregationOfDuties.enforced', from: true, to: false }],
  proposedBy: { id: PROPOSER, name: 'Sarah Mitchell' },
  proposedAt: '2026-11-28T10:00:00.000Z',
  reason: 'Single-person site during the shutdown',
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  signature: null,
};
const sessionOf = (id: string, name: string): SessionResponse => ({
  user: { id, name, email: 'a@example.com', role: 'admin', status: 'active', department: null, avatarUrl: null, employeeId: null, designation: null },
  csrfToken: 'csrf',
  expiresAt: '2030-01-01T00:00:00.000Z',
  idleExpiresAt: '2030-01-01T00:00:00.000Z',
  message: 'Welcome back',
});
const LIST = '/api/system/setting-changes?settingKey=signatureConfig&status=pending';

async function renderPanel(me: SessionResponse, routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ '/api/auth/session': () => ({ status: 200, json: me }), [LIST]: () => ({ status: 200, json: [change] }), ...routes });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  await renderApp(<PendingChangePanel settingKey="signatureConfig" />);
  return api;
}

describe('pending setting change panel', () => {
  it('shows another administrator what changes, who proposed it and why, with Approve and Reject; a rejection needs a reason', async () => {
    const api = await renderPanel(sessionOf(OTHER, 'Quinn Second'), { [`/api/system/setting-changes/${change.id}/reject`]: () => ({ status: 200, json: { ...change, status: 'rejected' } }) });
    const panel = await screen.findByRole('region', { name: 'Pending approval by a second administrator' });
    expect(panel.textContent).toContain('Segregation of duties: On → Off');
    expect(panel.textContent).toContain('Sarah Mitchell proposed this change');
    expect(panel.textContent).toContain('Single-person site during the shutdown');
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const confirm = screen.getByRole('button', { name: 'Reject the change' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /Reason for rejecting/ }), { target: { value: 'Not agreed in QA' } });
    fireEvent.click(confirm);
    await findToast('Change rejected');
    expect(api.calls.find((call) => call.path.endsWith('/reject'))?.body).toEqual({ reason: 'Not agreed in QA' });
  });

  it('offers the proposer only Withdraw', async () => {
    await renderPanel(sessionOf(PROPOSER, 'Sarah Mitchell'));
    await screen.findByRole('region', { name: 'Pending approval by a second administrator' });
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});
