import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ERRORS, type ErrorCode, type PublicSystemNoticeResponse, type SessionResponse } from '@attest/domain';
import { fakeApi, findToast, renderApp } from '@/test/render';
import { LoginForm } from './login-form';

const session: SessionResponse = {
  user: {
    id: 'u1',
    name: 'Ada Author',
    email: 'ada@example.com',
    role: 'author',
    status: 'active',
    department: 'Quality Assurance',
    avatarUrl: null,
    employeeId: null,
    designation: null,
  },
  csrfToken: 'csrf-1',
  expiresAt: '2030-01-01T00:00:00.000Z',
  idleExpiresAt: '2030-01-01T00:00:00.000Z',
  message: 'Welcome back, Ada!',
};

const registered = () => ({ status: 200, json: { next: 'password' } });
const apiError = (code: keyof typeof ERRORS) => () => ({
  status: ERRORS[code].status,
  json: { error: { code, message: ERRORS[code].message } },
});

const noMaintenance: PublicSystemNoticeResponse = { maintenanceMode: false, maintenanceMessage: '', passwordMinLength: 8, sso: null, localPasswords: true };

async function renderLogin(routes: Parameters<typeof fakeApi>[0], onSignedIn = vi.fn(), notice = noMaintenance, ssoError?: ErrorCode) {
  const api = fakeApi(routes);
  // The maintenance banner asks on its own; its request is answered here and kept out of the calls the tests count.
  const fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    typeof input === 'string' && input.endsWith('/api/system/notice') ? Promise.resolve(new Response(JSON.stringify(notice), { status: 200, headers: { 'content-type': 'application/json' } })) : api.fetch(input, init);
  vi.stubGlobal('fetch', vi.fn(fetch));
  await renderApp(<LoginForm onSignedIn={onSignedIn} ssoError={ssoError} />);
  return { ...api, onSignedIn };
}

const emailField = () => screen.getByLabelText<HTMLInputElement>('Email address');

async function goToPasswordStep(email = 'Ada@Example.com ') {
  fireEvent.change(emailField(), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: /continue/i }));
  const password = await screen.findByLabelText<HTMLInputElement>('Password');
  // The field is read-only until the force-clear has run.
  await waitFor(() => expect(password).not.toHaveProperty('readOnly', true));
  return password;
}

describe('LoginForm, email step', () => {
  it('asks for an email address and sends nothing when the field is empty', async () => {
    const { calls } = await renderLogin({});
    fireEvent.click(screen.getByRole('button', { name: /continue/i }));

    expect(await findToast('Please enter your email address')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Please enter your email address');
    expect(calls).toHaveLength(0);
  });

  it('stays on the email step with the server message when the address may not sign in with a password', async () => {
    await renderLogin({ '/api/auth/check-email': apiError('LOCAL_SIGN_IN_DISABLED') });
    fireEvent.change(emailField(), { target: { value: 'someone@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: /continue/i }));

    expect(await findToast('Login Failed')).toBeTruthy();
    expect(await findToast(ERRORS.LOCAL_SIGN_IN_DISABLED.message)).toBeTruthy();
    expect(emailField()).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('opens the password step without naming anyone, so the page cannot tell which addresses have accounts', async () => {
    const { calls } = await renderLogin({ '/api/auth/check-email': registered });
    await goToPasswordStep();

    expect(screen.getByText('Welcome. Enter your password to continue.')).toBeTruthy();
    expect(screen.queryByText(/Ada/)).toBeNull();
    expect(calls[0]).toMatchObject({ path: '/api/auth/check-email', body: { email: 'ada@example.com' } });
    expect(screen.getByText('ada@example.com')).toBeTruthy();
  });
});

describe('LoginForm, password step', () => {
  it('Back returns to the email step with the fields cleared', async () => {
    await renderLogin({ '/api/auth/check-email': registered });
    const password = await goToPasswordStep();
    fireEvent.change(password, { target: { value: 'secret-password' } });

    fireEvent.click(screen.getByRole('button', { name: /back/i }));

    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(emailField().value).toBe('');
  });

  it('clears the password when the field gains focus', async () => {
    await renderLogin({ '/api/auth/check-email': registered });
    const password = await goToPasswordStep();
    fireEvent.change(password, { target: { value: 'typed-before' } });

    fireEvent.focus(password);

    expect(password.value).toBe('');
  });

  it('shows why sign-in failed, for a locked account the lockout message', async () => {
    await renderLogin({ '/api/auth/check-email': registered, '/api/auth/login': apiError('ACCOUNT_LOCKED') });
    const password = await goToPasswordStep();
    fireEvent.change(password, { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await findToast('Login Failed')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(ERRORS.ACCOUNT_LOCKED.message));
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('');
  });

  it('hands the new session over after a successful sign-in', async () => {
    const { onSignedIn, calls } = await renderLogin({
      '/api/auth/check-email': registered,
      '/api/auth/login': () => ({ status: 200, json: session }),
    });
    const password = await goToPasswordStep();
    fireEvent.change(password, { target: { value: 'correct-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(session));
    expect(calls[1]).toMatchObject({ body: { email: 'ada@example.com', password: 'correct-password' } });
    expect(await findToast('Welcome back, Ada!')).toBeTruthy();
  });
});

describe('LoginForm, reset', () => {
  it('Reset Form (if stuck) returns to an empty email step and says so', async () => {
    await renderLogin({ '/api/auth/check-email': registered });
    await goToPasswordStep();

    fireEvent.click(screen.getByRole('button', { name: /reset form/i }));

    expect(await findToast('Form has been reset. Please try again.')).toBeTruthy();
    expect(emailField().value).toBe('');
    expect(screen.queryByLabelText('Password')).toBeNull();
  });
  it('shows the maintenance banner while maintenance mode is on', async () => {
    await renderLogin({}, vi.fn(), { ...noMaintenance, maintenanceMode: true, maintenanceMessage: 'Upgrade until 18:00' });
    expect(await screen.findByText(/Upgrade until 18:00/)).toBeTruthy();
  });
});

describe('LoginForm, single sign-on', () => {
  it('offers no provider when single sign-on is not set up', async () => {
    await renderLogin({});
    expect(emailField()).toBeTruthy();
    expect(screen.queryByRole('link', { name: /sign in with/i })).toBeNull();
  });

  it('links to the provider by its name above the e-mail step, and says when passwords are off', async () => {
    await renderLogin({}, vi.fn(), { ...noMaintenance, sso: { providerName: 'Plant Login' }, localPasswords: false });
    const link = await screen.findByRole('link', { name: 'Sign in with Plant Login' });
    expect(link.getAttribute('href')).toBe('/api/auth/sso/start');
    expect(screen.getByText(/only the emergency administrator/)).toBeTruthy();
    expect(emailField()).toBeTruthy();
  });

  it('shows why the provider sign-in was refused, in words', async () => {
    await renderLogin({}, vi.fn(), { ...noMaintenance, sso: { providerName: 'Plant Login' } }, 'SSO_DOMAIN_NOT_ALLOWED');
    await screen.findByRole('link', { name: 'Sign in with Plant Login' });
    expect(screen.getByRole('alert').textContent).toContain(ERRORS.SSO_DOMAIN_NOT_ALLOWED.message);
    expect(screen.queryByText(/only the emergency administrator/)).toBeNull();
  });
});
