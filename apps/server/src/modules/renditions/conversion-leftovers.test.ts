import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONVERSION_FOLDER_PREFIX, sweepConversionLeftovers } from './conversion-leftovers.ts';

let dir: string;
afterEach(async () => rm(dir, { recursive: true, force: true }));

describe('conversion folders a killed server left behind', () => {
  it('are removed at start once older than the conversion timeout; younger ones and other folders stay', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'attest-sweep-'));
    const old = path.join(dir, `${CONVERSION_FOLDER_PREFIX}old`);
    await mkdir(path.join(old, 'profile'), { recursive: true });
    await writeFile(path.join(old, 'source.docx'), 'x');
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    await utimes(old, hourAgo, hourAgo);
    await mkdir(path.join(dir, `${CONVERSION_FOLDER_PREFIX}running`));
    await mkdir(path.join(dir, 'someone-else'));
    await utimes(path.join(dir, 'someone-else'), hourAgo, hourAgo);

    expect(await sweepConversionLeftovers(5 * 60_000, Date.now(), dir)).toBe(1);
    expect((await readdir(dir)).sort()).toEqual([`${CONVERSION_FOLDER_PREFIX}running`, 'someone-else']);
  });
});
