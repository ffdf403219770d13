import { useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import { NOTIFICATION_CATEGORIES, NOTIFICATION_TYPES, type NotificationCategory, type NotificationType } from '@attest/domain';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';

/** Spec 01 §9: search waits 300 ms after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 300;

export interface NotificationFilterState {
  q: string;
  type: NotificationType | '';
  category: NotificationCategory | '';
  sort: 'newest' | 'oldest' | 'unread';
}

const SORT_LABELS: Record<NotificationFilterState['sort'], string> = { newest: 'Newest first', oldest: 'Oldest first', unread: 'Unread first' };
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function NotificationFilters({ value, onChange }: { value: NotificationFilterState; onChange: (patch: Partial<NotificationFilterState>) => void }) {
  const [text, setText] = useState(value.q);
  useEffect(() => {
    if (text === value.q) return;
    const timer = setTimeout(() => onChange({ q: text }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value.q, onChange]);

  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_auto_auto_auto]">
      <div className="relative">
        <Label htmlFor="notification-search" className="sr-only">
          Search notifications
        </Label>
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input id="notification-search" type="search" placeholder="Search notifications..." className="pl-9" value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      <ChoiceSelect label="Filter by type" all="All types" choices={NOTIFICATION_TYPES} value={value.type} onChange={(type) => onChange({ type })} className="lg:w-40" />
      <ChoiceSelect
        label="Filter by category"
        all="All categories"
        choices={NOTIFICATION_CATEGORIES}
        value={value.category}
        onChange={(category) => onChange({ category })}
        className="lg:w-44"
      />
      <Select aria-label="Sort" value={value.sort} onChange={(e) => onChange({ sort: e.target.value as NotificationFilterState['sort'] })} className="lg:w-40">
        {Object.entries(SORT_LABELS).map(([key, label]) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </Select>
    </div>
  );
}

interface ChoiceSelectProps<T extends string> {
  label: string;
  all: string;
  choices: readonly T[];
  value: T | '';
  onChange: (value: T | '') => void;
  className: string;
}

/** A filter over a fixed list, with an "all" choice first. */
function ChoiceSelect<T extends string>({ label, all, choices, value, onChange, className }: ChoiceSelectProps<T>) {
  return (
    <Select aria-label={label} value={value} onChange={(e) => onChange(e.target.value as T | '')} className={className}>
      <option value="">{all}</option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {capital(choice)}
        </option>
      ))}
    </Select>
  );
}
