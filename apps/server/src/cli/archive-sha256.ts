import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The SHA-256 an archive is held to by `npm run restore` and `npm run backup -- --verify`: given on the command line,
 * else the `.sha256` file written beside it (undefined, with a warning, when there is neither).
 */
export async function expectedSha256(archive: string, given: string | undefined): Promise<string | undefined> {
  if (given) {
    if (!/^[0-9a-f]{64}$/.test(given)) throw new Error('--sha256 must be 64 lowercase hex digits');
    return given;
  }
  const beside = await readFile(`${archive}.sha256`, 'utf8').catch(() => null);
  if (beside === null) {
    console.warn(`No ${path.basename(archive)}.sha256 beside the archive: its members are checked against its manifest only.`);
    return undefined;
  }
  return beside.trim().split(/\s+/)[0];
}
