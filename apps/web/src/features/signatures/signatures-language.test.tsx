import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LEGAL_DISCLAIMER } from '@attest/domain';
import { i18n } from '@/i18n';
import { legalDisclaimer } from '@/i18n/labels';
import { applyLanguage } from '@/i18n/language';
import { fakeApi, findToast, renderApp } from '@/test/render';
import { CaptureStep } from '@/components/signature-dialog/capture-step';
import { SignatureDialog } from '@/components/signature-dialog/signature-dialog';
import { DEFAULT_SIGNING_RULES } from '@/components/signature-dialog/signature-capture';

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('signing in French', () => {
  it('shows the meaning, the legal statement, what is still needed and the buttons in French', async () => {
    await applyLanguage('fr');
    await renderApp(
      <CaptureStep
        meaning="approved"
        documentLabel="SOP-QA-001 · Cleaning · v1.0"
        signerName="Marcus Webb"
        commentRequired
        submitting={false}
        onBack={() => undefined}
        onComplete={() => undefined}
      />,
    );
    const meaning = screen.getByRole('region', { name: 'Signification de cette signature' });
    expect(meaning.textContent).toContain('Approuvé');
    expect(meaning.textContent).toContain('J’approuve ce document pour utilisation.');
    expect(legalDisclaimer()).not.toBe(LEGAL_DISCLAIMER);
    expect(screen.getByText(legalDisclaimer())).toBeTruthy();
    expect(screen.queryByText(LEGAL_DISCLAIMER)).toBeNull();
    expect(screen.getByText('Veuillez fournir votre signature avant de continuer.')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'J’ai lu la mention légale ci-dessus et je l’accepte' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Finaliser la signature' })).toBeTruthy();
    expect(screen.queryByText('Complete Signature')).toBeNull();
    expect(screen.queryByText('Meaning of this signature')).toBeNull();
  });

  it("translates the server's refusal by its code and counts the attempts left in French", async () => {
    await applyLanguage('fr');
    vi.stubGlobal(
      'fetch',
      fakeApi({
        '/api/signatures/requirements': () => ({ status: 200, json: { ...DEFAULT_SIGNING_RULES, maxAttempts: 3, requiresEmail: false, attemptsLeft: 1 } }),
        '/api/signatures/authenticate': () => ({
          status: 403,
          json: { error: { code: 'SIGNING_AUTH_FAILED', message: 'Authentication failed. 0 attempts remaining.' } },
        }),
      }).fetch,
    );
    await renderApp(
      <SignatureDialog
        open
        onOpenChange={() => undefined}
        meaning="approved"
        actionLabel="Approuver"
        documentLabel="SOP-QA-001 · Cleaning · v1.0"
        signerName="Marcus Webb"
        commentRequired={false}
        onSign={() => Promise.resolve()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Signature électronique' })).toBeTruthy();
    const password = await screen.findByLabelText<HTMLInputElement>('Mot de passe');
    expect(screen.getByText(/1 tentative restante\./)).toBeTruthy();
    fireEvent.change(password, { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'S’authentifier' }));
    const refusal = i18n.t('errors:SIGNING_AUTH_FAILED');
    expect(await findToast(refusal)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(refusal);
    expect(screen.queryByText(/Authentication failed/)).toBeNull();
  });
});
