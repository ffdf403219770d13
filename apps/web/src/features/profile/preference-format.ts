import type { UserPreferences } from '@attest/domain';

const pad = (n: number) => String(n).padStart(2, '0');

/** A timestamp in the user's chosen date format (MM/DD/YYYY, DD/MM/YYYY, YYYY-MM-DD) and 12 h or 24 h time. */
export function formatWithPreferences(iso: string, preferences: Pick<UserPreferences, 'dateFormat' | 'timeFormat'>): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const [y, m, day] = [String(d.getFullYear()), pad(d.getMonth() + 1), pad(d.getDate())];
  const date = preferences.dateFormat === 'MM/DD/YYYY' ? `${m}/${day}/${y}` : preferences.dateFormat === 'DD/MM/YYYY' ? `${day}/${m}/${y}` : `${y}-${m}-${day}`;
  const minutes = pad(d.getMinutes());
  if (preferences.timeFormat === '24h') return `${date} ${pad(d.getHours())}:${minutes}`;
  const hours = d.getHours() % 12 || 12;
  return `${date} ${hours}:${minutes} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
}

/** Spec 02 §9 relative time: minutes under an hour, hours under a day, then days. */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000));
  if (minutes < 60) return minutes <= 1 ? 'just now' : `${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 day ago' : `${days} days ago`;
}

/** darkMode true/false/null is the theme dark/light/system. */
export const themeOf = (darkMode: boolean | null) => (darkMode === null ? 'system' : darkMode ? 'dark' : 'light');
