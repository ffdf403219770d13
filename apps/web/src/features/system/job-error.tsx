import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/** A job's last error on one line; pressing it (a button, so the keyboard reaches it) shows the whole text. */
export function JobError({ error }: { error: string | null }) {
  const { t } = useTranslation('system');
  const [open, setOpen] = useState(false);
  if (!error) return <span className="text-muted-foreground">—</span>;
  return (
    <button
      type="button"
      aria-expanded={open}
      title={open ? undefined : error}
      onClick={() => setOpen(!open)}
      className={cn(
        'block max-w-xs rounded text-left text-destructive outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring',
        open ? 'whitespace-pre-wrap break-words' : 'truncate',
      )}
    >
      <span className="sr-only">{t(open ? 'jobs.hideError' : 'jobs.showError')}: </span>
      {error}
    </button>
  );
}
