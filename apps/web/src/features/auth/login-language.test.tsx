import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ERRORS, UserPreferences } from '@attest/domain';
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

describe('signing in on a device that does not know the user’s language yet', () => {
  it('switches to the language saved with the account before welcoming them', async () => {
    const session = {
      user: { id: 'u1', name: 'Ada Author', email: 'ada@example.com', role: 'author', status: 'active', department: 'QA', avatarUrl: null, employeeId: null, designation: null },
      csrfToken: 'csrf-1',
      expiresAt: '2030-01-01T00:00:00.000Z',
      idleExpiresAt: '2030-01-01T00:00:00.000Z',
      message: 'Welcome back, Ada Author!',
    };
    await renderLogin({
      '/api/auth/check-email': () => ({ status: 200, json: { userExists: true, needsPasswordSetup: false, name: 'Ada Author' } }),
      '/api/auth/login': () => ({ status: 200, json: session }),
      '/api/profile/preferences': () => ({ status: 200, json: { preferences: { ...UserPreferences.parse({}), language: 'de' }, updatedAt: null, timeZone: null } }),
    });
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: /Continue/ }));
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'correct-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await findToast('Willkommen zurück, Ada Author!')).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
    expect(screen.queryByText('Welcome back, Ada Author!')).toBeNull();
  });
});
