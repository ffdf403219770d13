import { PrintRequest } from '@attest/domain';
import { fieldText } from '@/i18n/error-text';

/** The print dialog's fields as typed: copies is text until it is checked, the holder a user or a name. */
export interface PrintValues {
  controlled: boolean;
  copies: string;
  purpose: string;
  holderUserId: string | undefined;
  holderName: string;
  location: string;
}

export type PrintField = 'copies' | 'purpose' | 'holder' | 'location';

export const initialPrintValues: PrintValues = { controlled: false, copies: '1', purpose: '', holderUserId: undefined, holderName: '', location: '' };

/** The request the server would accept, or each field's problem in the reader's language (the shared contract decides). */
export function checkPrint(values: PrintValues): { ok: true; body: PrintRequest } | { ok: false; errors: Partial<Record<PrintField, string>> } {
  const copies = values.copies.trim() === '' ? Number.NaN : Number(values.copies);
  const parsed = PrintRequest.safeParse({
    copies,
    purpose: values.purpose,
    controlled: values.controlled,
    holderUserId: values.holderUserId,
    holder: values.holderUserId ? undefined : values.holderName,
    location: values.location,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Partial<Record<PrintField, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] === 'holderUserId' ? 'holder' : issue.path[0];
    if ((key === 'copies' || key === 'purpose' || key === 'holder' || key === 'location') && !errors[key]) errors[key] = fieldText(issue.message);
  }
  return { ok: false, errors };
}
