import type { DashboardCard } from '@attest/domain';
import { formatCount } from '@/features/documents/format';
import { i18n } from '@/i18n';

const oneDecimal = (value: number, style: 'decimal' | 'percent' = 'decimal') =>
  new Intl.NumberFormat(i18n.language, { style, minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

/** A duration as people say it: "45 min", "5 h 12 min", "2.3 days". */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return i18n.t('dashboard:duration.seconds', { value: Math.round(seconds) });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return i18n.t('dashboard:duration.minutes', { value: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    return minutes % 60 ? i18n.t('dashboard:duration.hoursMinutes', { hours, minutes: minutes % 60 }) : i18n.t('dashboard:duration.hours', { hours });
  }
  const days = seconds / 86_400;
  return i18n.t('dashboard:duration.days', { value: days < 10 ? oneDecimal(days) : formatCount(Math.round(days)) });
}

/** A card's figure in the reader's number format; '—' when there is nothing true to show. */
export function formatFigure(card: Pick<DashboardCard, 'value' | 'unit'>): string {
  if (card.value === null) return '—';
  if (card.unit === 'seconds') return formatDuration(card.value);
  if (card.unit === 'percent') return oneDecimal(card.value / 100, 'percent');
  return formatCount(card.value);
}
