import { useTranslation } from 'react-i18next';

const utcFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const localFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** A timestamp as YYYY-MM-DD HH:MM:SS UTC. */
export function formatUtc(value: string): string {
  const parts = Object.fromEntries(utcFormat.formatToParts(new Date(value)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second} UTC`;
}

/** An audit timestamp: UTC, the record's time, with the reader's local time beneath. */
export function AuditTime({ value }: { value: string }) {
  const { t } = useTranslation('audit');
  return (
    <time dateTime={value} className="whitespace-nowrap">
      <span className="block font-mono text-xs">{formatUtc(value)}</span>
      <span className="block text-xs text-muted-foreground">{t('time.local', { time: localFormat.format(new Date(value)) })}</span>
    </time>
  );
}
