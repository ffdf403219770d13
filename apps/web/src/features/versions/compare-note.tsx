import { versionDisplayLabel, type CompareResponse, type DocumentDetail } from '@attest/domain';

type CompareSide = CompareResponse['from'];

/** Says when a side has no text to compare (nothing to claim about it), or that the texts are the same. */
export function CompareNote({ from, to, unchanged, documentType }: { from: CompareSide; to: CompareSide; unchanged: boolean; documentType: DocumentDetail['documentType'] }) {
  const textless = [from, to].filter((side) => !side.hasText);
  if (textless.length > 0) {
    const named = textless.map((side) => `${versionDisplayLabel(documentType, side.label)}${side.fileName ? ` (${side.fileName})` : ''}`).join(' and ');
    return (
      <p role="status" className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
        No text could be extracted from {named}, as with a .doc file or a scanned PDF, so {textless.length === 2 ? 'their texts' : 'its text'} cannot be
        compared here. Download the files to compare them.
      </p>
    );
  }
  return unchanged ? <p className="mt-3 text-sm text-muted-foreground">The two versions have the same text.</p> : null;
}
