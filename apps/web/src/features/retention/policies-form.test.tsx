import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FIELD_MESSAGES, type RetentionPoliciesResponse } from '@attest/domain';
import { applyLanguage } from '@/i18n/language';
import de from '@/i18n/locales/de/validation';
import { fakeApi, findToast, renderApp } from '@/test/render';
import { PoliciesForm } from './policies-form';

const DEFAULTS = { documents: 2555, auditLogs: 1825, backups: 90, drafts: 365 };
const saved: RetentionPoliciesResponse = { documents: 3650, auditLogs: 2555, backups: 30, drafts: 180, defaults: DEFAULTS, auditMinimumDays: 1825, updatedAt: '2026-11-20T10:00:00.000Z', updatedBy: null };

async function renderForm(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  await renderApp(<PoliciesForm policies={saved} />);
  return api;
}
const input = (name: RegExp) => screen.getByRole<HTMLInputElement>('spinbutton', { name });

describe('Retention policies form', () => {
  it('shows the saved periods, the legal minimum by the audit one, and Reset to Defaults fills the form without saving', async () => {
    const api = await renderForm();
    expect(input(/^Documents/).value).toBe('3650');
    expect(screen.getByText(/Legal minimum: 1825 days \(5 years; EU GMP Chapter 4 and 21 CFR 211\.180\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset to Defaults' }));
    expect([input(/^Documents/), input(/^Audit logs/), input(/^Backups/), input(/^Drafts/)].map((i) => i.value)).toEqual(['2555', '1825', '90', '365']);
    expect(screen.getByRole('status').textContent).toContain('Select Save Policies to apply them');
    expect(api.calls).toEqual([]);
  });

  it('refuses an audit period under the minimum before sending, naming the field', async () => {
    const api = await renderForm();
    fireEvent.change(input(/^Audit logs/), { target: { value: '365' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Policies' }));
    expect(await screen.findByText(FIELD_MESSAGES.retentionAuditBelowMinimum)).toBeTruthy();
    expect(input(/^Audit logs/).getAttribute('aria-invalid')).toBe('true');
    await findToast('Retention policies not saved');
    expect(api.calls).toEqual([]);
  });

  it('saves the four counts with PUT and says so', async () => {
    const api = await renderForm({ '/api/system/retention': (body) => ({ status: 200, json: { ...saved, ...(body as object), updatedAt: '2026-11-21T10:00:00.000Z' } }) });
    fireEvent.change(input(/^Drafts/), { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Policies' }));
    await findToast('Retention policies saved');
    await waitFor(() => expect(api.calls.at(-1)?.body).toEqual({ documents: 3650, auditLogs: 2555, backups: 30, drafts: 400 }));
  });

  it('shows the server’s field message in the reader’s language', async () => {
    await applyLanguage('de');
    await renderForm({
      '/api/system/retention': () => ({ status: 400, json: { error: { code: 'VALIDATION_FAILED', message: 'The request is not valid.', fields: { backups: FIELD_MESSAGES.retentionBackupsRange } } } }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Richtlinien speichern' }));
    expect(await screen.findByText(de.retentionBackupsRange)).toBeTruthy();
  });
});
