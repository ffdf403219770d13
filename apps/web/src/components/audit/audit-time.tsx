import { formatZonedDateTime } from '@/lib/date-display';

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

/** A timestamp as YYYY-MM-DD HH:MM:SS UTC. */
export function formatUtc(value: string): string {
  const parts = Object.fromEntries(utcFormat.formatToParts(new Date(value)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second} UTC`;
}

/** An audit timestamp: UTC, the record's time, with the reader's own time (their formats and zone) beneath. */
export function AuditTime({ value }: { value: string }) {
  return (
    <time dateTime={value} className="whitespace-nowrap">
      <span className="block font-mono text-xs">{formatUtc(value)}</span>
      <span className="block text-xs text-muted-foreground">{formatZonedDateTime(value, { seconds: true })}</span>
    </time>
  );
}
