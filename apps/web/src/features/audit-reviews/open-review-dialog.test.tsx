import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ERRORS, type AuditReviewSummary } from '@attest/domain';
import { fakeApi, findToast, renderApp } from '@/test/render';
import { localToday } from '@/lib/dates';
import { OpenReviewButton } from './open-review-dialog';

const OPEN = '/api/audit-reviews';
const opened: AuditReviewSummary = {
  id: '7d0c3d4e-1f0a-4b8e-9a51-0c2f6f0e5a11',
  periodStart: '2026-11-01',
  periodEnd: '2026-11-03',
  status: 'open',
  assignee: { id: 'u-1', name: 'Tom Lindqvist' },
  openedAt: '2026-11-03T10:00:00.000Z',
  reason: 'Deviation DEV-41',
  findingsCount: 0,
  signedBy: null,
  signedAt: null,
};

async function renderDialog(route: () => { status: number; json?: unknown }) {
  const api = fakeApi({ [OPEN]: route });
  vi.stubGlobal('fetch', api.fetch);
  await renderApp(<OpenReviewButton role="admin" />);
  fireEvent.click(screen.getByRole('button', { name: 'Open Review for Cause' }));
  await screen.findByRole('dialog', { name: 'Open an audit trail review for cause' });
  return { api, sent: () => api.calls.filter((call) => call.path === OPEN).map((call) => call.body) };
}

const set = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Open Review' }));

describe('opening an audit-trail review for cause', () => {
  it('needs a reason, a last day on or after the first and not after today, and sends nothing until then [REQ:A11-9]', async () => {
    const { sent } = await renderDialog(() => ({ status: 201, json: opened }));
    set('First day', '2026-11-05');
    set('Last day', '2026-11-02');
    submit();
    expect(await screen.findByText('The last day is on or after the first day.')).toBeTruthy();
    expect(screen.getByText('Please give the reason for this review.')).toBeTruthy();
    expect(screen.getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    const tomorrow = localToday(new Date(Date.now() + 86_400_000));
    set('First day', '2026-11-01');
    set('Last day', tomorrow);
    submit();
    expect(await screen.findByText('A review covers days up to today.')).toBeTruthy();
    expect(sent()).toEqual([]);
  });

  it('sends the days and the trimmed reason, and says it is opened', async () => {
    const { sent } = await renderDialog(() => ({ status: 201, json: opened }));
    set('First day', '2026-11-01');
    set('Last day', '2026-11-03');
    set('Reason', '  Deviation DEV-41  ');
    submit();
    expect(await findToast('Audit trail review opened')).toBeTruthy();
    expect(sent()).toEqual([{ periodStart: '2026-11-01', periodEnd: '2026-11-03', reason: 'Deviation DEV-41' }]);
  });

  it('shows the server’s refusal of a period that already has a review, and stays open', async () => {
    await renderDialog(() => ({ status: 409, json: { error: { code: 'AUDIT_REVIEW_PERIOD_EXISTS', message: ERRORS.AUDIT_REVIEW_PERIOD_EXISTS.message } } }));
    set('First day', '2026-11-01');
    set('Last day', '2026-11-03');
    set('Reason', 'Deviation DEV-41');
    submit();
    expect(await screen.findByText(ERRORS.AUDIT_REVIEW_PERIOD_EXISTS.message)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
