import { i18n } from '@/i18n';

/** A server uptime in its two largest units: '3d 4h', '2h 5m', '12 min', or '< 1 min' (in the reader's language). */
export function formatUptime(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days > 0) return i18n.t('landing:uptime.daysHours', { days, hours: hours % 24 });
  if (hours > 0) return i18n.t('landing:uptime.hoursMinutes', { hours, minutes: minutes % 60 });
  if (minutes > 0) return i18n.t('landing:uptime.minutes', { minutes });
  return i18n.t('landing:uptime.underAMinute');
}
