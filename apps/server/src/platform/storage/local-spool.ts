import { randomUUID } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { mkdir, opendir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { wallClock } from '../clock.ts';

/**
 * The local folder uploads are spooled to before a blob store commits them under their hash: on the blob root's own
 * filesystem for the filesystem store (so a commit is a rename), under DATA_DIR for a remote store (then uploaded).
 */
export class LocalSpool {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = path.resolve(dir);
  }

  /** A fresh path in the spool; the file is not created. */
  async createTempPath(): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    return path.join(this.dir, `${randomUUID()}.part`);
  }

  /** The path itself, once it is known to be this spool's: a caller never removes or commits a file elsewhere. */
  own(tempPath: string): string {
    const resolved = path.resolve(tempPath);
    if (path.dirname(resolved) !== this.dir) throw new Error(`Not a temp file of this store: ${tempPath}`);
    return resolved;
  }

  async remove(tempPath: string): Promise<void> {
    await rm(this.own(tempPath), { force: true });
  }

  /** Removes files left by crashed or abandoned uploads; returns how many were removed. */
  async cleanupStale(olderThanMs: number): Promise<number> {
    // Compared with files' modification times, which the filesystem stamps by the wall clock.
    const cutoff = wallClock.now().getTime() - olderThanMs;
    let removed = 0;
    for await (const entry of await openDirIfExists(this.dir)) {
      if (!entry.isFile()) continue;
      const file = path.join(this.dir, entry.name);
      // Another request may finish and commit the file between listing and stat.
      const info = await stat(file).catch(() => null);
      if (info && info.mtimeMs < cutoff) {
        await rm(file, { force: true });
        removed += 1;
      }
    }
    return removed;
  }
}

export async function openDirIfExists(dir: string): Promise<AsyncIterable<Dirent> | Dirent[]> {
  try {
    return await opendir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
