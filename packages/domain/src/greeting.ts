/** Spec 01 §2 Dashboard home: before 12:00 Good morning, before 18:00 Good afternoon, else Good evening. */
export function greetingFor(date: Date): string {
  const hour = date.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}
