/** Extracted text is stored for search: 2 MB of it is more than any controlled document's prose. */
export const MAX_TEXT_CHARS = 2 * 1024 * 1024;

/**
 * Moderate clean-up for search and compare: compatibility forms folded (ligatures, Arabic presentation forms, as
 * pdf.js returns them), one space for any run of spaces and tabs, none at line ends, at most one blank line between
 * paragraphs, no control characters (PostgreSQL text refuses NUL).
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/\p{Cc}/gu, (char) => (char === '\n' ? char : ''))
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, MAX_TEXT_CHARS);
}
