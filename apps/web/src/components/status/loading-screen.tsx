import { useEffect, useState } from 'react';
import { Home, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { StatusLayout } from './status-layout';

/** Quick loads show only the spinner; help appears when loading takes longer than this. */
const HELP_DELAY_MS = 4000;

export function LoadingScreen({ message }: { message?: string }) {
  const { t } = useTranslation('status');
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), HELP_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <StatusLayout>
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-4">
        <Spinner />
        <p className="text-base font-medium">{message ?? t('loading.default')}</p>
      </div>
      {slow && (
        <div className="animate-fade-in mt-8 space-y-6">
          <p className="text-sm text-muted-foreground">{t('loading.slow')}</p>
          <div className="flex flex-col justify-center gap-3 sm:flex-row">
            <Button onClick={() => window.location.reload()}>
              <RefreshCw aria-hidden="true" />
              {t('loading.retry')}
            </Button>
            <Button variant="outline" asChild>
              <a href="/">
                <Home aria-hidden="true" />
                {t('loading.goHome')}
              </a>
            </Button>
          </div>
          <div className="rounded-lg border bg-card p-4 text-left text-sm">
            <p className="mb-2 font-medium">{t('loading.tipsTitle')}</p>
            <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
              <li>{t('loading.tipConnection')}</li>
              <li>{t('loading.tipRefresh')}</li>
              <li>{t('loading.tipCache')}</li>
            </ul>
          </div>
        </div>
      )}
    </StatusLayout>
  );
}
