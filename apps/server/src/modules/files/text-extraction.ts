import { runExtraction } from './extraction-pool.ts';
import { isKnownExtension, normalizeExtension, TEXT_EXTENSIONS, type FileExtension } from './file-types.ts';

// .doc (Word 97–2003, binary) has no reader short of LibreOffice, which is optional: such files are found by their
// metadata, not their text.
const EXTRACTABLE: readonly FileExtension[] = ['.docx', '.pdf', ...TEXT_EXTENSIONS];

/**
 * The searchable text of a file, whitespace normalised and capped at about 2 MB; '' for types without an extractor.
 * Parsing happens in a worker thread. Rejects when the file cannot be parsed or takes longer than two minutes.
 */
export async function extractText(filePath: string, extension: string): Promise<string> {
  const ext = normalizeExtension(extension);
  if (!isKnownExtension(ext) || !EXTRACTABLE.includes(ext)) return '';
  return runExtraction({ op: 'text', filePath, extension: ext });
}
