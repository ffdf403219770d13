import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

/** Every IANA zone this browser knows, offered as suggestions; the server checks the value with its own list. */
const TIME_ZONES: readonly string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

type InputProps = Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'list'>;

/** A time zone typed or picked from the browser's list (Europe/Berlin, America/Chicago, UTC). */
export function TimeZoneInput({ value, onChange, id, ...props }: InputProps & { id: string; value: string; onChange: (value: string) => void }) {
  const listId = `${id}-zones`;
  return (
    <>
      <Input {...props} id={id} className="max-w-72" spellCheck={false} autoComplete="off" list={listId} value={value} onChange={(e) => onChange(e.target.value)} />
      <datalist id={listId}>
        {TIME_ZONES.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </>
  );
}
