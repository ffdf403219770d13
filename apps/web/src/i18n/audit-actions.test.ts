import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, isAuditAction } from '@attest/domain';
import { i18n } from './index';
import { applyLanguage } from './language';
import { en } from './locales/en';
import de from './locales/de';
import es from './locales/es';
import fr from './locales/fr';

const languages = { en, de, fr, es };

describe('audit action labels', () => {
  it('name every action of the audit catalogue in all four languages, and nothing else', () => {
    for (const [language, catalogue] of Object.entries(languages)) {
      const labels: Record<string, string> = catalogue.auditActions;
      expect(AUDIT_ACTIONS.filter((action) => !labels[action]?.trim()), language).toEqual([]);
      expect(Object.keys(labels).filter((key) => !isAuditAction(key)), language).toEqual([]);
    }
  });

  it('keep English as the trail stores it, and translate the other languages', () => {
    expect(AUDIT_ACTIONS.filter((action) => en.auditActions[action] !== action)).toEqual([]);
    for (const [language, catalogue] of Object.entries({ de, fr, es })) {
      expect(AUDIT_ACTIONS.filter((action) => catalogue.auditActions[action] === action), language).toEqual([]);
    }
  });

  it('are found by i18next under the stored name with the namespace as an option (i18next does not split a key with spaces at the colon)', async () => {
    await applyLanguage('de');
    expect(i18n.t('Sign-in Failed', { ns: 'auditActions' })).toBe('Anmeldung fehlgeschlagen');
    expect(i18n.t('Document Made Effective On Scheduled Date', { ns: 'auditActions' })).toBe('Dokument zum geplanten Datum in Kraft gesetzt');
  });
});
