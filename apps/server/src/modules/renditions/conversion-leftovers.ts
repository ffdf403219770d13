import { readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** Each conversion's private folder (libreoffice.ts); removed when the conversion ends, unless the server was killed. */
export const CONVERSION_FOLDER_PREFIX = 'attest-rendition-';

/**
 * Removes conversion folders that a killed server left behind (the kill -9 drill). Only those older than `olderThanMs`
 * (the conversion timeout): another instance on the same machine may be converting in a younger one.
 */
export async function sweepConversionLeftovers(olderThanMs: number, now: number, dir = os.tmpdir()): Promise<number> {
  let removed = 0;
  for (const name of await readdir(dir).catch(() => [])) {
    if (!name.startsWith(CONVERSION_FOLDER_PREFIX)) continue;
    const folder = path.join(dir, name);
    const info = await stat(folder).catch(() => null);
    if (!info?.isDirectory() || now - info.mtimeMs < olderThanMs) continue;
    await rm(folder, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
