import { useEffect, useState } from 'react';
import { Link, useLocation } from '@tanstack/react-router';
import { FileQuestion, Home } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { logMissingRoute } from './log-missing-route';
import { StatusLayout } from '@/components/status/status-layout';

/** The 404 page; inside the shell it fills the content area instead of the whole screen. */
export function NotFoundPage({ fullScreen = true }: { fullScreen?: boolean }) {
  const { t } = useTranslation('status');
  // The path this page was opened for: on "Return to Home" the location changes before the page unmounts,
  // and that new path must not be reported as missing.
  const [path] = useState(useLocation().href);
  useEffect(() => logMissingRoute(path), [path]);

  return (
    <StatusLayout fullScreen={fullScreen}>
      <FileQuestion className="mx-auto mb-6 size-12 text-muted-foreground" aria-hidden="true" />
      <p className="text-6xl font-bold tracking-tight text-primary">404</p>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight">{t('notFound.title')}</h1>
      <p className="mt-3 text-sm text-muted-foreground">{t('notFound.description')}</p>
      <Button asChild className="mt-8">
        <Link to="/">
          <Home aria-hidden="true" />
          {t('notFound.home')}
        </Link>
      </Button>
    </StatusLayout>
  );
}
