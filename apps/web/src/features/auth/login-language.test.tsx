import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ERRORS } from '@attest/domain';
import { applyLanguage } from '@/i18n/language';
import { fakeApi, findToast, renderApp } from '@/test/render';
import { LoginForm } from './login-form';

async function renderLogin(routes: Parameters<typeof fakeApi>[0] = {}) {
  vi.stubGlobal('fetch', vi.fn(fakeApi(routes).fetch));
  await renderApp(<LoginForm onSignedIn={vi.fn()} />);
}

describe('sign-in page in French', () => {
  it('asks for the e-mail address in French', async () => {
    await applyLanguage('fr');
    await renderLogin();

    expect(screen.getByRole('heading', { name: 'Connexion' })).toBeTruthy();
    expect(screen.getByLabelText('Adresse e-mail')).toBeTruthy();
    expect(screen.getByText('Étape 1 sur 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Continuer/ })).toBeTruthy();
    expect(screen.queryByText('Sign in')).toBeNull();
    expect(screen.queryByText(/Enter your work email address/)).toBeNull();
  });

  it('explains a refused e-mail address in French rather than in the server’s English', async () => {
    await applyLanguage('fr');
    await renderLogin({
      '/api/auth/check-email': () => ({
        status: ERRORS.USER_NOT_REGISTERED.status,
        json: { error: { code: 'USER_NOT_REGISTERED', message: ERRORS.USER_NOT_REGISTERED.message } },
      }),
    });
    fireEvent.change(screen.getByLabelText('Adresse e-mail'), { target: { value: 'personne@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: /Continuer/ }));

    expect(await findToast('Échec de la connexion')).toBeTruthy();
    expect(await findToast('L’utilisateur n’est pas enregistré. Veuillez contacter l’administrateur.')).toBeTruthy();
    expect(screen.queryByText(ERRORS.USER_NOT_REGISTERED.message)).toBeNull();
  });

  it('greets a registered user by name on the French password step', async () => {
    await applyLanguage('fr');
    await renderLogin({
      '/api/auth/check-email': () => ({ status: 200, json: { userExists: true, needsPasswordSetup: false, name: 'Ada Author' } }),
    });
    fireEvent.change(screen.getByLabelText('Adresse e-mail'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: /Continuer/ }));

    expect(await screen.findByText('Bienvenue, Ada Author. Saisissez votre mot de passe pour continuer.')).toBeTruthy();
    expect(screen.getByText('Connexion en tant que', { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeTruthy();
  });
});
