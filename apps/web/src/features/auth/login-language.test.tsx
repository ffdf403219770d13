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
        status: ERRORS.LOCAL_SIGN_IN_DISABLED.status,
        json: { error: { code: 'LOCAL_SIGN_IN_DISABLED', message: ERRORS.LOCAL_SIGN_IN_DISABLED.message } },
      }),
    });
    fireEvent.change(screen.getByLabelText('Adresse e-mail'), { target: { value: 'personne@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: /Continuer/ }));

    expect(await findToast('Échec de la connexion')).toBeTruthy();
    expect(await findToast('Les mots de passe sont désactivés : veuillez vous connecter avec le compte de votre organisation.')).toBeTruthy();
    expect(screen.queryByText(ERRORS.LOCAL_SIGN_IN_DISABLED.message)).toBeNull();
  });

  it('shows the French password step, naming no one', async () => {
    await applyLanguage('fr');
    await renderLogin({
      '/api/auth/check-email': () => ({ status: 200, json: { next: 'password' } }),
    });
    fireEvent.change(screen.getByLabelText('Adresse e-mail'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: /Continuer/ }));

    expect(await screen.findByText('Bienvenue. Saisissez votre mot de passe pour continuer.')).toBeTruthy();
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
      '/api/auth/check-email': () => ({ status: 200, json: { next: 'password' } }),
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
