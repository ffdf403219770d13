import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@attest/domain';
import { Input } from '@/components/ui/input';
import { SearchPageSearch } from './search-params';

/** The header's search box: Enter opens Search Results for the text (spec 02 §2). */
export function HeaderSearch({ role }: { role: Role }) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    void navigate({ to: '/dashboard/$role/search', params: { role }, search: SearchPageSearch.parse({ q: text.trim() }) });
    setText('');
  };
  return (
    <form role="search" onSubmit={submit} className="relative hidden md:block">
      <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input type="search" aria-label={t('header.label')} placeholder={t('header.placeholder')} value={text} onChange={(e) => setText(e.target.value)} maxLength={200} className="h-9 w-56 pl-8 lg:w-72" />
    </form>
  );
}
