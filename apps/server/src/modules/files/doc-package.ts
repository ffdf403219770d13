import { readFile } from 'node:fs/promises';
import CFB from 'cfb';
import { AppError } from '../../core/app-error.ts';

/**
 * Refuses a .doc that is not a readable Word 97–2003 file: a compound file (OLE) that the cfb reader can open and
 * that holds the "WordDocument" stream every such document has. Another compound file (a workbook, an e-mail) is
 * the wrong type; one the reader cannot open is damaged. Synchronous, so it runs in the worker pool.
 */
export async function checkDocPackage(filePath: string): Promise<void> {
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(await readFile(filePath), { type: 'buffer' });
  } catch {
    throw new AppError('FILE_UNREADABLE');
  }
  // At the root: a workbook with an embedded Word object holds one further down.
  const wordStream = `${container.FullPaths[0] ?? ''}WordDocument`.toLowerCase();
  if (!container.FullPaths.some((fullPath) => fullPath.toLowerCase() === wordStream)) throw new AppError('INVALID_FILE_TYPE');
}
