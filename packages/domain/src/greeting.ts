/** Spec 01 §2 Dashboard home: before 12:00 Good morning, before 18:00 Good afternoon, else Good evening. */
export const GREETINGS = { morning: 'Good morning', afternoon: 'Good afternoon', evening: 'Good evening' } as const;
export type PartOfDay = keyof typeof GREETINGS;

export function partOfDay(date: Date): PartOfDay {
  const hour = date.getHours();
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

export function greetingFor(date: Date): string {
  return GREETINGS[partOfDay(date)];
}
