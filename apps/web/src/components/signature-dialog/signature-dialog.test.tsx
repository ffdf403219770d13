import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, findToast, renderApp } from '@/test/render';
import { SignatureDialog } from './signature-dialog';

const REQUIREMENTS = '/api/signatures/requirements';
const RULES = { maxAttempts: 3, allowedTypes: ['drawn', 'typed', 'uploaded'], imageFormats: ['png', 'jpeg'], maxImageBytes: 1024 * 1024, requireLegalDisclaimer: true, requiresSecondFactor: false, secondFactorEnrolled: false };
const AUTHENTICATE = '/api/signatures/authenticate';

async function renderDialog(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', api.fetch);
  const onOpenChange = vi.fn();
  await renderApp(
    <SignatureDialog
      open
      onOpenChange={onOpenChange}
      meaning="approved"
      actionLabel="Approve"
      documentLabel="SOP-QA-001 · Cleaning · v1.0"
      signerName="Marcus Webb"
      commentRequired
      onSign={() => Promise.resolve()}
    />,
  );
  return { api, onOpenChange };
}

const password = () => screen.getByLabelText<HTMLInputElement>('Password');
const authenticate = () => fireEvent.click(screen.getByRole('button', { name: 'Authenticate' }));

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('signature dialog, password step (21 CFR 11.200)', () => {
  it('asks for the e-mail only on the first signing of the session', async () => {
    await renderDialog({ [REQUIREMENTS]: () => ({ status: 200, json: { ...RULES, requiresEmail: false, attemptsLeft: 3 } }) });
    await screen.findByLabelText('Password');
    expect(screen.queryByLabelText('Email address')).toBeNull();
  });

  it('needs a password', async () => {
    const { api } = await renderDialog({ [REQUIREMENTS]: () => ({ status: 200, json: { ...RULES, requiresEmail: false, attemptsLeft: 3 } }) });
    await screen.findByLabelText('Password');
    authenticate();
    expect(await findToast('Password Required')).toBeTruthy();
    expect(api.calls.filter((call) => call.path === AUTHENTICATE)).toHaveLength(0);
  });

  it('shows the attempts remaining, clears the field after each attempt, and submits on Enter', async () => {
    const { api } = await renderDialog({
      [REQUIREMENTS]: () => ({ status: 200, json: { ...RULES, requiresEmail: true, attemptsLeft: 3 } }),
      [AUTHENTICATE]: () => ({ status: 403, json: { error: { code: 'SIGNING_AUTH_FAILED', message: 'Authentication failed. 2 attempts remaining.' } } }),
    });
    fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: 'approver@attest.local' } });
    fireEvent.change(password(), { target: { value: 'wrong-password' } });
    fireEvent.submit(password().closest('form')!);
    expect(password().value).toBe('');
    expect(await findToast('Authentication failed. 2 attempts remaining.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Authentication failed. 2 attempts remaining.');
    expect(api.calls.find((call) => call.path === AUTHENTICATE)?.body).toEqual({ email: 'approver@attest.local', password: 'wrong-password' });
  });

  it('closes with "Too Many Attempts" when the server ends signing for the session', async () => {
    const { onOpenChange } = await renderDialog({
      [REQUIREMENTS]: () => ({ status: 200, json: { ...RULES, requiresEmail: false, attemptsLeft: 1 } }),
      [AUTHENTICATE]: () => ({
        status: 423,
        json: { error: { code: 'SIGNING_LOCKED', message: 'Maximum authentication attempts exceeded. Please try again later.' } },
      }),
    });
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'wrong-again' } });
    authenticate();
    expect(await findToast('Too Many Attempts')).toBeTruthy();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('goes on to the signature step once authenticated, and Back returns to the password', async () => {
    await renderDialog({
      [REQUIREMENTS]: () => ({ status: 200, json: { ...RULES, requiresEmail: false, attemptsLeft: 3 } }),
      [AUTHENTICATE]: () => ({
        status: 200,
        json: { signingToken: 'token-1', expiresAt: new Date(Date.now() + 300_000).toISOString(), emailConfirmed: true },
      }),
    });
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'Attest-Demo-2026' } });
    authenticate();
    expect(await findToast('Authentication Successful')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Meaning of this signature' }).textContent).toContain('Approved');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Complete Signature' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Password')).toBeTruthy();
  });
});

describe('signature dialog, a signer who signs in at the identity provider', () => {
  const START = '/api/signatures/authenticate/sso';
  const PICK_UP = '/api/signatures/authenticate/sso/complete';
  const atProvider = () => ({ status: 200, json: { ...RULES, requiresEmail: true, attemptsLeft: 3, authenticateAtProvider: 'Plant Login' } });

  it('asks for no password here: a new sign-in at the provider in its own window, then the signature step', async () => {
    const popup = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    let checks = 0;
    const { api } = await renderDialog({
      [REQUIREMENTS]: atProvider,
      [START]: () => ({ status: 200, json: { authorizationUrl: 'https://idp.example/auth?prompt=login', attempt: 'attempt-1' } }),
      [PICK_UP]: () => {
        checks += 1;
        return checks < 2 ? { status: 200, json: { confirmed: false } } : { status: 200, json: { confirmed: true, signingToken: 'token-1', expiresAt: '2030-01-01T00:00:00.000Z', emailConfirmed: true } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm at Plant Login' }));
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(open).toHaveBeenCalledOnce();
    await waitFor(() => expect(popup.location.href).toBe('https://idp.example/auth?prompt=login'));
    await waitFor(() => expect(popup.close).toHaveBeenCalled(), { timeout: 6000 });
    expect(api.calls.filter((call) => call.path === PICK_UP).map((call) => call.body)).toEqual([{ attempt: 'attempt-1' }, { attempt: 'attempt-1' }]);
    await waitFor(() => expect(screen.getByRole('listitem', { current: 'step' }).textContent).toContain('Sign'));
    expect(screen.queryByRole('button', { name: 'Confirm at Plant Login' })).toBeNull();
  });

  it('says so when the provider did not confirm the signer', async () => {
    vi.spyOn(window, 'open').mockReturnValue({ location: { href: '' }, close: vi.fn() } as unknown as Window);
    await renderDialog({
      [REQUIREMENTS]: atProvider,
      [START]: () => ({ status: 200, json: { authorizationUrl: 'https://idp.example/auth', attempt: 'attempt-2' } }),
      [PICK_UP]: () => ({ status: 403, json: { error: { code: 'SIGNING_REAUTH_FAILED', message: 'Your identity provider did not confirm it was you. Please try again.' } } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm at Plant Login' }));
    expect((await screen.findByRole('alert', {}, { timeout: 6000 })).textContent).toContain('did not confirm it was you');
  });
});
