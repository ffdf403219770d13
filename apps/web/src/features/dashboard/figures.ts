import type { DashboardCard } from '@attest/domain';
import { formatCount, formatOneDecimal, formatPercent } from '@/lib/format';
import { i18n } from '@/i18n';

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
  return i18n.t('dashboard:duration.days', { value: days < 10 ? formatOneDecimal(days) : formatCount(Math.round(days)) });
}

/** A card's figure in the reader's number format; '—' when there is nothing true to show. */
export function formatFigure(card: Pick<DashboardCard, 'value' | 'unit'>): string {
  if (card.value === null) return '—';
  if (card.unit === 'seconds') return formatDuration(card.value);
  if (card.unit === 'percent') return formatPercent(card.value);
  return formatCount(card.value);
}
