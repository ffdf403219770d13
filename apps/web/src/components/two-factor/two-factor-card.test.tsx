import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TwoFactorStatus } from '@attest/domain';
import { fakeApi, renderApp } from '@/test/render';
import { TwoFactorCard } from './two-factor-card';

const OFF: TwoFactorStatus = { enrolled: false, enrolledAt: null, recoveryCodesLeft: 0, requiredForRole: false };
const CODES = ['AAAA-BBBB-CCCC-DDDD', 'EEEE-FFFF-GGGG-HHHH'];

function serve(status: TwoFactorStatus, confirm: (body: unknown) => { status: number; json?: unknown }) {
  let current = status;
  const api = fakeApi({
    '/api/profile/two-factor': () => ({ status: 200, json: current }),
    '/api/profile/two-factor/setup': () => ({ status: 200, json: { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/Attest:a?secret=JBSWY3DPEHPK3PXP', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' } }),
    '/api/profile/two-factor/confirm': (body) => {
      const answer = confirm(body);
      if (answer.status === 200) current = { ...current, enrolled: true, enrolledAt: new Date().toISOString(), recoveryCodesLeft: CODES.length };
      return answer;
    },
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

describe('two-factor enrolment in Profile Settings → Security', () => {
  it('shows the QR code and key, confirms a code, then shows the recovery codes once', async () => {
    const api = serve(OFF, () => ({ status: 200, json: { recoveryCodes: CODES } }));
    await renderApp(<TwoFactorCard />);
    expect(await screen.findByText('Off.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();

    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: '123456' } });
    fireEvent.click(confirm);
    const region = await screen.findByRole('region', { name: 'Your recovery codes' });
    for (const code of CODES) expect(region.textContent).toContain(code);
    expect(api.calls.find((c) => c.path === '/api/profile/two-factor/confirm')?.body).toEqual({ code: '123456' });

    fireEvent.click(screen.getByRole('button', { name: 'I have kept them' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your recovery codes' })).toBeNull());
    expect(await screen.findByText('Recovery codes left: 2')).toBeTruthy();
  });

  it('says why a wrong code was refused and lets the user try again', async () => {
    serve(OFF, () => ({ status: 401, json: { error: { code: 'SECOND_FACTOR_INVALID', message: 'The code is not valid. Please try again.' } } }));
    await renderApp(<TwoFactorCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The code is not valid. Please try again.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your recovery codes' })).toBeNull();
  });

  it('offers no way to turn it off while the role requires it', async () => {
    serve({ enrolled: true, enrolledAt: '2026-01-05T10:00:00.000Z', recoveryCodesLeft: 7, requiredForRole: true }, () => ({ status: 200 }));
    await renderApp(<TwoFactorCard />);
    expect(await screen.findByText('Your administrator requires it for your role.')).toBeTruthy();
    expect(screen.getByText('Recovery codes left: 7')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
    expect(screen.getByRole('button', { name: 'New recovery codes' })).toBeTruthy();
  });
});
