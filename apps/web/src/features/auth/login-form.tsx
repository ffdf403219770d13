import { lazy, Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { MaintenanceBanner } from '@/components/maintenance-banner';
import { ArrowLeft, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode, SessionResponse } from '@attest/domain';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { EmailStep } from './email-step';
import { SsoSignIn } from './sso-sign-in';
import { PasswordStep } from './password-step';
import { useLoginFlow } from './use-login-flow';
import { LoadingScreen } from '@/components/status/loading-screen';
import { Spinner } from '@/components/ui/spinner';

// The steps only some people reach load when they do, off the sign-in page's first scripts.
const SetPasswordView = lazy(() => import('./set-password-view').then((m) => ({ default: m.SetPasswordView })));
const CodeStep = lazy(() => import('@/components/two-factor/second-step').then((m) => ({ default: m.CodeStep })));
const SignInEnrolment = lazy(() => import('@/components/two-factor/second-step').then((m) => ({ default: m.SignInEnrolment })));

export function LoginForm({ onSignedIn, ssoError }: { onSignedIn: (session: SessionResponse) => void; ssoError?: ErrorCode }) {
  const { t } = useTranslation('auth');
  const { t: ts } = useTranslation('security');
  const flow = useLoginFlow(onSignedIn);

  if (flow.view === 'setup') {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <SetPasswordView
          email={flow.email}
          onSubmit={(fields) => void flow.submitSetup(fields)}
          onBack={flow.back}
          loading={flow.pending === 'setup'}
          error={flow.error}
        />
      </Suspense>
    );
  }

  const onPasswordStep = flow.view === 'password';
  const secondStep = flow.view === 'code' || flow.view === 'enrol';
  return (
    <div className="flex min-h-svh flex-col bg-gradient-to-b from-slate-100 to-background dark:from-slate-950">
      <header className="flex items-center justify-between px-4 py-4 sm:px-8">
        <Link
          to="/"
          className="inline-flex items-center gap-2 rounded-md text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('loginForm.backToHome')}
        </Link>
        <ThemeToggle />
      </header>
      <MaintenanceBanner />
      <main className="flex flex-1 items-start justify-center px-4 pt-8 pb-16 sm:items-center sm:pt-0">
        <Card className="w-full max-w-md">
          <CardHeader className="items-center text-center">
            <Logo className="mb-3" />
            <CardTitle as="h1" className="text-2xl">
              {t('loginForm.title')}
            </CardTitle>
            <CardDescription>
              {secondStep
                ? flow.view === 'code'
                  ? ts('signIn.codeTitle')
                  : ts('signIn.enrolTitle')
                : onPasswordStep
                  ? t('loginForm.passwordIntro')
                  : t('loginForm.emailIntro')}
            </CardDescription>
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {t('loginForm.step', { step: secondStep ? 3 : onPasswordStep ? 2 : 1, total: secondStep ? 3 : 2 })}
            </p>
          </CardHeader>
          <CardContent>
            <Suspense fallback={<Spinner className="mx-auto" />}>
              {flow.view === 'code' ? (
                <CodeStep onSubmit={(code) => void flow.submitCode(code)} onBack={flow.back} loading={flow.pending === 'code'} error={flow.error} />
              ) : flow.view === 'enrol' && flow.challenge ? (
                <SignInEnrolment challengeToken={flow.challenge.challengeToken} onSignedIn={(session) => void flow.signedIn(session)} />
              ) : onPasswordStep ? (
                <PasswordStep
                  email={flow.email}
                  password={flow.password}
                  onPasswordChange={flow.setPassword}
                  onSubmit={() => void flow.submitPassword()}
                  onBack={flow.back}
                  onSetup={flow.startSetup}
                  loading={flow.pending === 'login'}
                  error={flow.error}
                />
              ) : (
                <>
                  <SsoSignIn error={ssoError} />
                  <EmailStep
                    email={flow.email}
                    onEmailChange={flow.setEmail}
                    onSubmit={() => void flow.submitEmail()}
                    loading={flow.pending === 'check-email'}
                    error={flow.error}
                  />
                </>
              )}
            </Suspense>
          </CardContent>
          <CardFooter className="flex-col gap-3 border-t pt-6 text-center text-sm text-muted-foreground">
            <p>{t('loginForm.noAccount')}</p>
            <Button variant="ghost" size="sm" onClick={flow.reset}>
              <RotateCcw aria-hidden="true" />
              {t('loginForm.reset')}
            </Button>
          </CardFooter>
        </Card>
      </main>
    </div>
  );
}
