import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { SEARCH_DEBOUNCE_MS } from '@/components/document-filters/document-filters';

export interface SearchPickerTexts {
  placeholder: string;
  /** The clear button's accessible name. */
  clear: string;
  /** The list of matches' accessible name. */
  matching: string;
  /** Shown when the search fails. */
  failed: string;
}

export interface SearchPickerProps<T extends { id: string }> {
  id: string;
  /** The texts naming what is searched (documents, users), each a whole phrase in the reader's language. */
  texts: SearchPickerTexts;
  queryKey: readonly unknown[];
  search: (term: string) => Promise<T[]>;
  renderChoice: (choice: T) => ReactNode;
  /** The chosen value's label (loading, found or not), shown instead of the input. */
  chosen: ReactNode | null;
  onPick: (id: string) => void;
  onClear: () => void;
}

/** A search-as-you-type combobox (ARIA 1.2 pattern): arrows move, Enter picks, Escape closes. */
export function SearchPicker<T extends { id: string }>(props: SearchPickerProps<T>) {
  const { id, texts, queryKey, search, renderChoice, chosen, onPick, onClear } = props;
  const { t } = useTranslation('audit');
  const listId = useId();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const results = useQuery({ queryKey: [...queryKey, term], queryFn: () => search(term), enabled: open && term !== '' });
  const choices = results.data ?? [];

  if (chosen !== null) {
    return (
      <div className="flex h-10 items-center gap-2 rounded-md border border-input bg-card px-3 text-sm">
        <span className="min-w-0 flex-1 truncate" id={id}>
          {chosen}
        </span>
        <Button variant="ghost" size="icon" className="size-7" aria-label={texts.clear} onClick={onClear}>
          <X aria-hidden="true" />
        </Button>
      </div>
    );
  }

  const pick = (choiceId: string) => {
    setOpen(false);
    setText('');
    onPick(choiceId);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(index + 1, choices.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && open && choices[active]) {
      event.preventDefault();
      pick(choices[active].id);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };
  const showList = open && term !== '';

  return (
    <div className="relative">
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input
        id={id}
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && choices[active] ? `${listId}-${active}` : undefined}
        className="pl-9"
        placeholder={texts.placeholder}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {showList && (
        <ul id={listId} role="listbox" aria-label={texts.matching} className="absolute z-20 mt-1 max-h-72 w-full min-w-72 overflow-auto rounded-md border bg-popover p-1 text-sm shadow-md">
          {results.isPending || term !== text.trim() ? (
            <li className="px-2 py-1.5 text-muted-foreground">{t('picker.searching')}</li>
          ) : results.isError ? (
            <li className="px-2 py-1.5 text-destructive">{texts.failed}</li>
          ) : choices.length === 0 ? (
            <li className="px-2 py-1.5 text-muted-foreground">{t('picker.noResults')}</li>
          ) : (
            choices.map((choice, index) => (
              <li
                key={choice.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className="cursor-pointer rounded px-2 py-1.5 aria-selected:bg-accent"
                // Chosen on mouse down, before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(choice.id);
                }}
                onMouseEnter={() => setActive(index)}
              >
                {renderChoice(choice)}
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
