import { readFile } from 'node:fs/promises';

/** A UTF-8 text file's content without its byte order mark. */
export async function readTextFile(filePath: string): Promise<string> {
  const text = await readFile(filePath, 'utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
