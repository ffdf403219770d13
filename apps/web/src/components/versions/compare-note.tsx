import { useTranslation } from 'react-i18next';
import { type CompareResponse, type DocumentDetail } from '@attest/domain';
import { versionLabel } from '@/i18n/labels';

type CompareSide = CompareResponse['from'];
type DocumentType = DocumentDetail['documentType'];

/** A version as the note names it: its label, and its file in brackets. */
const sideName = (side: CompareSide, documentType: DocumentType) =>
  `${versionLabel(documentType, side.label)}${side.fileName ? ` (${side.fileName})` : ''}`;

/** Says when a side has no text to compare (nothing to claim about it), or that the texts are the same. */
export function CompareNote({ from, to, unchanged, documentType }: { from: CompareSide; to: CompareSide; unchanged: boolean; documentType: DocumentType }) {
  const { t } = useTranslation('versions');
  const textless = [from, to].filter((side) => !side.hasText);
  const [first] = textless;
  if (first) {
    return (
      <p role="status" className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
        {textless.length === 2
          ? t('note.noTextBoth', { from: sideName(from, documentType), to: sideName(to, documentType) })
          : t('note.noTextOne', { version: sideName(first, documentType) })}
      </p>
    );
  }
  return unchanged ? <p className="mt-3 text-sm text-muted-foreground">{t('note.same')}</p> : null;
}
