import { fieldText } from '@/i18n/error-text';

/** Editing a field clears its error (spec 01 §5); the same object when it had none, so nothing re-renders. */
export function clearError<Field extends string>(
  errors: Partial<Record<Field, string>>,
  field: Field,
): Partial<Record<Field, string>> {
  if (!errors[field]) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}

/** A server's `fields` map (field → message) with each message in the reader's language. */
export function translatedFields(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, fieldText(message)]));
}
