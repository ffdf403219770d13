import { describe, expect, it } from 'vitest';
import { ERRORS, FIELD_MESSAGES, UploadDocumentMetadata } from '@attest/domain';
import { ApiError } from '@/lib/api-client';
import { applyLanguage } from './language';
import { errorText, fieldText } from './error-text';
import de from './locales/de';

const serverSaid = 'Invalid password. 2 attempts left.';

describe('errorText', () => {
  it('keeps the server’s own words in English', () => {
    expect(errorText(new ApiError(401, 'SIGNING_AUTH_FAILED', serverSaid), 'Fallback')).toBe(serverSaid);
  });

  it('translates by the error code in another language', async () => {
    await applyLanguage('de');
    const text = errorText(new ApiError(401, 'SIGNING_AUTH_FAILED', serverSaid), 'Fallback');
    expect(text).toBe(de.errors.SIGNING_AUTH_FAILED);
    expect(text).not.toBe(ERRORS.SIGNING_AUTH_FAILED.message);
  });

  it('gives the fallback when the failure is not the server’s', async () => {
    await applyLanguage('de');
    expect(errorText(new TypeError('Failed to fetch'), 'Keine Verbindung')).toBe('Keine Verbindung');
  });
});

describe('fieldText', () => {
  const contractMessage = () => {
    const result = UploadDocumentMetadata.safeParse({});
    if (result.success) throw new Error('an empty upload should not be valid');
    const issue = result.error.issues.find((i) => i.path[0] === 'departmentId');
    if (!issue) throw new Error('no departmentId issue');
    return issue.message;
  };

  it('leaves a contract message in English for an English reader', () => {
    expect(fieldText(contractMessage())).toBe(FIELD_MESSAGES.departmentRequired);
  });

  it('translates a contract message in another language', async () => {
    await applyLanguage('de');
    expect(contractMessage()).toBe(FIELD_MESSAGES.departmentRequired);
    expect(fieldText(contractMessage())).toBe(de.validation.departmentRequired);
  });

  it('translates a server fields message', async () => {
    await applyLanguage('de');
    expect(fieldText(FIELD_MESSAGES.emailInUse)).toBe(de.validation.emailInUse);
  });

  it('leaves a message it does not know unchanged', async () => {
    await applyLanguage('de');
    expect(fieldText('Something the server made up')).toBe('Something the server made up');
  });
});
