import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorText } from '@/i18n/error-text';
import { convertSampleRequest, sendTestEmailRequest } from './api';
import { INTEGRATION_CHECKS_ANCHOR } from './debug-redirect';
import { RepositoryIntegrationCheck } from './repository-integration-check';
import { StatusBadge } from '@/components/diagnostics/status-badge';

/**
 * The spec's /test suite, for real: the sample Word file through LibreOffice, a test e-mail through the outbox, and a
 * repository connection's four checks.
 */
export function IntegrationChecks() {
  const { t } = useTranslation('diagnostics');
  const convert = useMutation({ mutationFn: convertSampleRequest });
  const email = useMutation({ mutationFn: sendTestEmailRequest });
  const card = useRef<HTMLDivElement>(null);
  // Reached from /test: the page opens on these checks.
  useEffect(() => {
    if (window.location.hash === `#${INTEGRATION_CHECKS_ANCHOR}`) card.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  return (
    <Card id={INTEGRATION_CHECKS_ANCHOR} ref={card} tabIndex={-1} aria-labelledby="integration-checks-title">
      <CardHeader className="pb-3">
        <CardTitle as="h2" id="integration-checks-title" className="text-base">{t('integration.title')}</CardTitle>
        <CardDescription>{t('integration.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2" data-testid="integration-conversion">
          <Button variant="outline" className="justify-self-start" onClick={() => convert.mutate()} loading={convert.isPending} loadingText={t('integration.converting')}>
            {t('integration.convert')}
          </Button>
          {convert.data && (
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <StatusBadge status={convert.data.status} />
              <span>{convert.data.message}</span>
              {convert.data.pages !== null && (
                <span className="text-muted-foreground">{t('integration.pages', { count: convert.data.pages, seconds: (convert.data.ms / 1000).toFixed(1) })}</span>
              )}
            </p>
          )}
          {convert.isError && <p role="alert" className="text-sm text-destructive">{errorText(convert.error, t('integration.convertFailed'))}</p>}
        </div>
        <div className="grid gap-2" data-testid="integration-email">
          <Button variant="outline" className="justify-self-start" onClick={() => email.mutate()} loading={email.isPending} loadingText={t('integration.sending')}>
            {t('integration.email')}
          </Button>
          {email.data && <p className="text-sm" role="status">{t('integration.emailQueued', { recipient: email.data.recipient })}</p>}
          {email.isError && <p role="alert" className="text-sm text-destructive">{errorText(email.error, t('integration.emailFailed'))}</p>}
        </div>
        <RepositoryIntegrationCheck />
      </CardContent>
    </Card>
  );
}
