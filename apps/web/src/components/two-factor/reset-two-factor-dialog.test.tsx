import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ERRORS } from '@attest/domain';
import { fakeApi, findToast, renderApp } from '@/test/render';
import { ResetTwoFactorButton } from './reset-two-factor-dialog';

const RESET = '/api/users/u-7/two-factor/reset';

async function renderButton(route: () => { status: number; json?: unknown }) {
  const api = fakeApi({ [RESET]: route });
  vi.stubGlobal('fetch', api.fetch);
  await renderApp(<ResetTwoFactorButton user={{ id: 'u-7', name: 'Priya Raman' }} />);
  fireEvent.click(screen.getByRole('button', { name: 'Reset two-factor' }));
  await screen.findByRole('dialog', { name: 'Reset two-factor sign-in for Priya Raman?' });
  return api;
}

const confirm = () => fireEvent.click(screen.getAllByRole('button', { name: 'Reset two-factor' }).at(-1)!);

describe('resetting a user’s two-factor sign-in (Users administration)', () => {
  it('needs a reason and sends nothing without one', async () => {
    const api = await renderButton(() => ({ status: 200, json: { ok: true } }));
    confirm();
    expect((await screen.findByText('Please give a reason: it is kept in the audit trail.')).textContent).toBeTruthy();
    expect(api.calls.filter((call) => call.path === RESET)).toHaveLength(0);
  });

  it('sends the reason, says it is done and closes', async () => {
    const api = await renderButton(() => ({ status: 200, json: { ok: true } }));
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: '  Lost phone, ticket IT-4711 ' } });
    confirm();
    expect(await findToast('Two-factor sign-in of Priya Raman was reset.')).toBeTruthy();
    expect(api.calls.filter((call) => call.path === RESET).map((call) => call.body)).toEqual([{ reason: 'Lost phone, ticket IT-4711' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s refusal when the user has no two-factor sign-in', async () => {
    await renderButton(() => ({ status: 409, json: { error: { code: 'TWO_FACTOR_NOTHING_TO_RESET', message: ERRORS.TWO_FACTOR_NOTHING_TO_RESET.message } } }));
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Lost phone' } });
    confirm();
    expect(await screen.findByText(ERRORS.TWO_FACTOR_NOTHING_TO_RESET.message)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
