import { AlertTriangle, FileSearch, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorText } from '@/i18n/error-text';

/** The loading state of a folder: placeholders where the entries will be. */
export function RepositoryLoading() {
  const { t } = useTranslation('repositories');
  return (
    <div role="status" aria-label={t('browser.loading')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-24 rounded-xl" />
      ))}
    </div>
  );
}

/** Spec 02 §2 "Repository Access Error": the server's reason (unreachable host, refused token, missing branch…) and Retry. */
export function RepositoryAccessError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('repositories');
  return (
    <Card role="alert" className="border-destructive/40 bg-destructive/5">
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
        <AlertTriangle className="size-8 text-destructive" aria-hidden="true" />
        <h2 className="text-lg font-semibold">{t('browser.errorTitle')}</h2>
        <p className="max-w-xl text-sm text-muted-foreground">{errorText(error, t('browser.errorTitle'))}</p>
        <Button variant="outline" onClick={onRetry} loading={retrying} loadingText={t('browser.retrying')}>
          <RefreshCw aria-hidden="true" />
          {t('browser.retry')}
        </Button>
      </CardContent>
    </Card>
  );
}

/** Spec 02 §2 "No Documents Found", with Clear Search when a search emptied the folder. */
export function NoDocumentsFound({ query, onClearSearch }: { query: string | undefined; onClearSearch: () => void }) {
  const { t } = useTranslation('repositories');
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
        <FileSearch className="size-8 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-lg font-semibold">{t('browser.emptyTitle')}</h2>
        <p className="text-sm text-muted-foreground">{query ? t('browser.emptySearch', { query }) : t('browser.emptyFolder')}</p>
        {query && (
          <Button variant="outline" onClick={onClearSearch}>
            {t('browser.clearSearch')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
