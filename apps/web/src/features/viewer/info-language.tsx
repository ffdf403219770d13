import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail } from '@attest/domain';
import type { InfoRow } from '@/components/info-list';

/** A language tag as its name in the reader's language ('de-CH' → 'German (Switzerland)'), with the tag beside it. */
export function languageName(tag: string, uiLanguage: string): string {
  try {
    const name = new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(tag);
    return name && name !== tag ? `${name} (${tag})` : tag;
  } catch {
    return tag;
  }
}

/** The General tab's Language and "Translation?" rows; the original is a link when the reader may see it. */
export function useLanguageRows(): (doc: DocumentDetail) => InfoRow[] {
  const { t, i18n } = useTranslation('documentReferences');
  const { role } = useParams({ strict: false });
  return (doc) => {
    const original = doc.translationOf;
    const translation = !doc.isTranslation
      ? t('info.no')
      : original && role
        ? (
            <Link to="/dashboard/$role/documents/$documentId" params={{ role, documentId: original.id }} className="underline">
              {t('info.translationOf', { docNumber: original.docNumber })}
            </Link>
          )
        : t('info.yes');
    return [
      [t('info.language'), languageName(doc.language, i18n.language)],
      [t('info.translation'), translation],
    ];
  };
}
