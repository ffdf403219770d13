import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ERRORS, FIELD_MESSAGES } from '@attest/domain';
import { fakeApi, findToast, renderApp } from '@/test/render';
import { LoginForm } from './login-form';

const accountStep = () => ({ status: 200, json: { next: 'password' } });

async function openSetupView(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ '/api/auth/check-email': accountStep, ...routes });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  await renderApp(<LoginForm onSignedIn={vi.fn()} />);
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'nia@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: /continue/i }));
  // Every address reaches the password step; a first sign-in goes on from there with its code.
  fireEvent.click(await screen.findByRole('button', { name: 'First sign-in? Set your password with your one-time code' }));
  await screen.findByRole('heading', { name: 'Set Your Password' });
  return api;
}

function fill(code: string, password: string, confirmation: string) {
  fireEvent.change(screen.getByLabelText('Setup code'), { target: { value: code } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: confirmation } });
}

const submitButton = () => screen.getByRole('button', { name: 'Set Password' });
const setupCalls = (calls: { path: string }[]) => calls.filter((call) => call.path === '/api/auth/setup-password');

describe('Set Your Password view', () => {
  it('prefills the e-mail and keeps the button disabled until every field is filled', async () => {
    await openSetupView();
    expect(screen.getByLabelText<HTMLInputElement>('Email address').value).toBe('nia@example.com');
    expect(screen.getByText('Enter the setup code your administrator gave you')).toBeTruthy();
    expect(submitButton()).toHaveProperty('disabled', true);

    fill('ABCD-EFGH-JKLM', 'long-enough', '');
    expect(submitButton()).toHaveProperty('disabled', true);

    fill('ABCD-EFGH-JKLM', 'long-enough', 'long-enough');
    expect(submitButton()).toHaveProperty('disabled', false);
  });

  it('refuses passwords that do not match, without asking the server', async () => {
    const { calls } = await openSetupView();
    fill('ABCD-EFGH-JKLM', 'first-password', 'second-password');
    fireEvent.click(submitButton());

    expect(await findToast('Password Mismatch')).toBeTruthy();
    expect(await findToast('Passwords do not match')).toBeTruthy();
    expect(setupCalls(calls)).toHaveLength(0);
  });

  it('refuses passwords shorter than 8 characters', async () => {
    const { calls } = await openSetupView();
    fill('ABCD-EFGH-JKLM', 'short', 'short');
    fireEvent.click(submitButton());

    expect(await findToast('Password Too Short')).toBeTruthy();
    expect(await findToast('Password must be at least 8 characters long')).toBeTruthy();
    expect(setupCalls(calls)).toHaveLength(0);
  });

  it('sends the code and returns to the email step once the password is set', async () => {
    const { calls } = await openSetupView({
      '/api/auth/setup-password': () => ({ status: 200, json: { success: true, message: 'Password set' } }),
    });
    fill(' ABCD-EFGH-JKLM ', 'a-good-password', 'a-good-password');
    fireEvent.click(submitButton());

    expect(await findToast('Your password has been set successfully. You can now log in.')).toBeTruthy();
    expect(setupCalls(calls)[0]).toMatchObject({
      body: { email: 'nia@example.com', code: 'ABCD-EFGH-JKLM', password: 'a-good-password' },
    });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Set Your Password' })).toBeNull());
    expect(screen.getByRole('button', { name: /continue/i })).toBeTruthy();
  });

  it('shows the server message when the setup code is refused', async () => {
    await openSetupView({
      '/api/auth/setup-password': () => ({
        status: 400,
        json: { error: { code: 'INVALID_SETUP_CODE', message: ERRORS.INVALID_SETUP_CODE.message } },
      }),
    });
    fill('WRONG-CODE', 'a-good-password', 'a-good-password');
    fireEvent.click(submitButton());

    expect(await findToast('Setup Failed')).toBeTruthy();
    expect(await findToast(ERRORS.INVALID_SETUP_CODE.message)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Set Your Password' })).toBeTruthy();
  });

  it('says why a password is refused as too easy to guess', async () => {
    await openSetupView({
      '/api/auth/setup-password': () => ({
        status: 400,
        json: { error: { code: 'PASSWORD_TOO_WEAK', message: ERRORS.PASSWORD_TOO_WEAK.message, fields: { password: FIELD_MESSAGES.passwordWeakPersonal } } },
      }),
    });
    fill('ABCD-EFGH-JKLM', 'nia@example', 'nia@example');
    fireEvent.click(submitButton());

    const said = `${ERRORS.PASSWORD_TOO_WEAK.message} ${FIELD_MESSAGES.passwordWeakPersonal}`;
    expect(await findToast(said)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(said);
  });
});
