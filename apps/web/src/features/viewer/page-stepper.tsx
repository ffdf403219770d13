import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** Previous, the page number (typed to jump), "of N", next. */
export function PageStepper({ page, pages, onGo }: { page: number; pages: number; onGo: (page: number) => void }) {
  const { t } = useTranslation('viewer');
  const [draft, setDraft] = useState<string | null>(null);
  const ready = pages > 0;
  const commit = () => {
    const typed = Number.parseInt(draft ?? '', 10);
    if (Number.isFinite(typed)) onGo(typed);
    setDraft(null);
  };
  return (
    <div className="flex items-center gap-1">
      <Button variant="ghost" size="icon" onClick={() => onGo(page - 1)} disabled={!ready || page <= 1} aria-label={t('toolbar.previousPage')} aria-keyshortcuts="PageUp" title={t('toolbar.previousPage')}>
        <ChevronLeft aria-hidden="true" />
      </Button>
      <label className="flex items-center text-sm">
        <span className="sr-only">{t('toolbar.page')}</span>
        <Input
          value={draft ?? (ready ? String(page) : '')}
          onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
          onBlur={commit}
          disabled={!ready}
          inputMode="numeric"
          className="h-8 w-12 px-1 text-center tabular-nums"
        />
      </label>
      <span className="text-sm whitespace-nowrap text-muted-foreground tabular-nums">{t('toolbar.ofPages', { pages })}</span>
      <Button variant="ghost" size="icon" onClick={() => onGo(page + 1)} disabled={!ready || page >= pages} aria-label={t('toolbar.nextPage')} aria-keyshortcuts="PageDown" title={t('toolbar.nextPage')}>
        <ChevronRight aria-hidden="true" />
      </Button>
    </div>
  );
}
