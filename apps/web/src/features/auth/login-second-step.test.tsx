import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ERRORS, type PublicSystemNoticeResponse, type SessionResponse } from '@attest/domain';
import { fakeApi, renderApp } from '@/test/render';
import { LoginForm } from './login-form';

const session: SessionResponse = {
  user: { id: 'u1', name: 'Ada Admin', email: 'ada@example.com', role: 'admin', status: 'active', department: 'IT', avatarUrl: null, employeeId: null, designation: null },
  csrfToken: 'csrf-1',
  expiresAt: '2030-01-01T00:00:00.000Z',
  idleExpiresAt: '2030-01-01T00:00:00.000Z',
  message: 'Welcome back, Ada Admin!',
};
const notice: PublicSystemNoticeResponse = { maintenanceMode: false, maintenanceMessage: '', passwordMinLength: 8, sso: null, localPasswords: true };
const registered = () => ({ status: 200, json: { next: 'password' } });
const secondStep = (kind: 'code' | 'enrol') => () => ({ status: 200, json: { secondStep: kind, challengeToken: `challenge-${kind}`, expiresAt: '2030-01-01T00:05:00.000Z', name: 'Ada Admin' } });

async function renderLogin(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({ ...routes, '/api/system/notice': () => ({ status: 200, json: notice }) });
  vi.stubGlobal('fetch', api.fetch);
  const onSignedIn = vi.fn();
  await renderApp(<LoginForm onSignedIn={onSignedIn} />);
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ada@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: /continue/i }));
  const password = await screen.findByLabelText<HTMLInputElement>('Password');
  await waitFor(() => expect(password).not.toHaveProperty('readOnly', true));
  fireEvent.change(password, { target: { value: 'correct-password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  return { ...api, onSignedIn };
}

describe('sign-in, the second step of an enrolled user', () => {
  it('asks for the code after the right password, refuses a wrong one, and signs in with the right one', async () => {
    let tries = 0;
    const { calls, onSignedIn } = await renderLogin({
      '/api/auth/check-email': registered,
      '/api/auth/login': secondStep('code'),
      '/api/auth/login/second-factor': () => {
        tries += 1;
        return tries === 1 ? { status: 401, json: { error: { code: 'SECOND_FACTOR_INVALID', message: ERRORS.SECOND_FACTOR_INVALID.message } } } : { status: 200, json: session };
      },
    });
    const code = await screen.findByLabelText('Code');
    expect(screen.getByText('Step 3 of 3')).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();

    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(ERRORS.SECOND_FACTOR_INVALID.message));
    expect(onSignedIn).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ csrfToken: 'csrf-1' })));
    expect(calls.filter((call) => call.path === '/api/auth/login/second-factor').map((call) => call.body)).toEqual([
      { challengeToken: 'challenge-code', code: '000000' },
      { challengeToken: 'challenge-code', code: '123456' },
    ]);
  });

  it('keeps Verify off until six characters are typed', async () => {
    await renderLogin({ '/api/auth/check-email': registered, '/api/auth/login': secondStep('code') });
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: '123' } });
    expect(screen.getByRole('button', { name: 'Verify' })).toHaveProperty('disabled', true);
  });
});

describe('sign-in, the enrolment a role requires', () => {
  it('shows the QR code and key, confirms a code, shows the recovery codes once, then signs in', async () => {
    const recoveryCodes = ['aaaa-1111', 'bbbb-2222'];
    const { calls, onSignedIn } = await renderLogin({
      '/api/auth/check-email': registered,
      '/api/auth/login': secondStep('enrol'),
      '/api/auth/two-factor/setup': () => ({ status: 200, json: { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/Attest:ada', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' } }),
      '/api/auth/two-factor/confirm': () => ({ status: 200, json: { ...session, recoveryCodes } }),
    });
    expect(await screen.findByText('Your administrator requires a second factor for your role. Set it up to continue.')).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Code from the app/), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const region = await screen.findByRole('region', { name: 'Your recovery codes' });
    expect(region.textContent).toContain('aaaa-1111');
    expect(onSignedIn).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'I have kept them' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ csrfToken: 'csrf-1' })));
    expect(onSignedIn.mock.calls[0]?.[0]).not.toHaveProperty('recoveryCodes');
    expect(calls.find((call) => call.path === '/api/auth/two-factor/setup')?.body).toEqual({ challengeToken: 'challenge-enrol' });
    expect(calls.find((call) => call.path === '/api/auth/two-factor/confirm')?.body).toEqual({ challengeToken: 'challenge-enrol', code: '654321' });
  });
});
