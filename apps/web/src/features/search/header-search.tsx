import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { SearchPageSearch } from '@/lib/search-params';

const MOBILE_SEARCH_ID = 'mobile-header-search';

/**
 * The header's search box: Enter opens Search Results for the text (spec 02 §2). On a phone, where the header has
 * no room for it, a button opens the same box over the whole header; Escape closes it and returns to the button.
 */
export function HeaderSearch({ role }: { role: Role }) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    opener.current?.focus();
  }, []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    void navigate({ to: '/dashboard/$role/search', params: { role }, search: SearchPageSearch.parse({ q: text.trim() }) });
    setText('');
    setOpen(false);
  };
  const box = (className: string, inputClassName: string, autoFocus = false) => (
    <form role="search" onSubmit={submit} className={cn('relative', className)}>
      <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input
        type="search"
        aria-label={t('header.label')}
        placeholder={t('header.placeholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={200}
        autoFocus={autoFocus}
        className={cn('pl-8', inputClassName)}
      />
    </form>
  );
  return (
    <>
      {box('hidden md:block', 'h-9 w-56 lg:w-72')}
      <Button ref={opener} variant="ghost" size="icon" className="md:hidden" aria-label={t('header.open')} aria-expanded={open} aria-controls={open ? MOBILE_SEARCH_ID : undefined} onClick={() => setOpen(true)}>
        <Search aria-hidden="true" />
      </Button>
      {open && (
        <div id={MOBILE_SEARCH_ID} className="fixed inset-x-0 top-0 z-50 flex h-16 items-center gap-2 border-b bg-card px-2 md:hidden">
          {box('min-w-0 flex-1', 'h-10 w-full', true)}
          <Button variant="ghost" size="icon" aria-label={t('header.close')} onClick={close}>
            <X aria-hidden="true" />
          </Button>
        </div>
      )}
    </>
  );
}
