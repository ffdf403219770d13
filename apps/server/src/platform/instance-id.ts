import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * This instance's identity, the same across its restarts: kept in its DATA_DIR (each instance has its own). The job
 * queue names its claims with it, so a restarted instance knows which running jobs were its own.
 */
export function instanceIdOf(dataDir: string): string {
  const file = path.join(dataDir, 'instance-id');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing) return existing;
  } catch {
    // None yet: made below.
  }
  const id = randomUUID();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${id}\n`, { mode: 0o644 });
  return id;
}
