import { useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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

const SORTS: readonly NotificationFilterState['sort'][] = ['newest', 'oldest', 'unread'];

export function NotificationFilters({ value, onChange }: { value: NotificationFilterState; onChange: (patch: Partial<NotificationFilterState>) => void }) {
  const { t } = useTranslation('notifications');
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
          {t('filters.searchLabel')}
        </Label>
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input id="notification-search" type="search" placeholder={t('filters.searchPlaceholder')} className="pl-9" value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      <ChoiceSelect
        label={t('filters.typeLabel')}
        all={t('filters.allTypes')}
        choices={NOTIFICATION_TYPES}
        choiceLabel={(type) => t(`type.${type}`)}
        value={value.type}
        onChange={(type) => onChange({ type })}
        className="lg:w-40"
      />
      <ChoiceSelect
        label={t('filters.categoryLabel')}
        all={t('filters.allCategories')}
        choices={NOTIFICATION_CATEGORIES}
        choiceLabel={(category) => t(`category.${category}`)}
        value={value.category}
        onChange={(category) => onChange({ category })}
        className="lg:w-44"
      />
      <Select aria-label={t('filters.sortLabel')} value={value.sort} onChange={(e) => onChange({ sort: e.target.value as NotificationFilterState['sort'] })} className="lg:w-40">
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`filters.sort.${sort}`)}
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
  choiceLabel: (choice: T) => string;
  value: T | '';
  onChange: (value: T | '') => void;
  className: string;
}

/** A filter over a fixed list, with an "all" choice first. */
function ChoiceSelect<T extends string>({ label, all, choices, choiceLabel, value, onChange, className }: ChoiceSelectProps<T>) {
  return (
    <Select aria-label={label} value={value} onChange={(e) => onChange(e.target.value as T | '')} className={className}>
      <option value="">{all}</option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {choiceLabel(choice)}
        </option>
      ))}
    </Select>
  );
}
