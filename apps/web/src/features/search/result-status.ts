import { DOCUMENT_STATUSES, USER_STATUSES, type SearchResult } from '@attest/domain';
import { statusLabel, userStatusLabel } from '@/i18n/labels';

/** A result's status code in the reader's words: an account status for a user, else a document status. */
export function resultStatusLabel({ type, status }: SearchResult): string | null {
  if (!status) return null;
  if (type === 'users') {
    const userStatus = USER_STATUSES.find((known) => known === status);
    return userStatus ? userStatusLabel(userStatus) : status;
  }
  const documentStatus = DOCUMENT_STATUSES.find((known) => known === status);
  return documentStatus ? statusLabel(documentStatus) : status;
}
