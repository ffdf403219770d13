import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InstallationFact } from '@attest/domain';
import { APP_VERSION } from '../../version.ts';

/** The first line a program prints, or null when it is not there. */
function output(command: string, args: string[], cwd: string): string | null {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 10_000 });
  return result.status === 0 ? result.stdout.trim().split('\n')[0]! : null;
}

function packageVersion(root: string, name: string): string {
  try {
    return (JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'not installed';
  }
}

/** Where the report's evidence was produced: OS, Node, databases, browser, test tools and the exact commit. */
export function environmentFacts(root: string, postgres: string | null, chromium: string): InstallationFact[] {
  const commit = output('git', ['rev-parse', 'HEAD'], root);
  const dirty = output('git', ['status', '--porcelain', '--untracked-files=no'], root);
  return [
    { name: 'Attest', value: APP_VERSION },
    { name: 'Git commit', value: commit ? `${commit}${dirty ? ' (with uncommitted changes)' : ''}` : 'unknown (not a git checkout)' },
    { name: 'Operating system', value: `${os.type()} ${os.release()} (${os.arch()}), ${os.cpus().length} CPUs, ${Math.round(os.totalmem() / 2 ** 30)} GB` },
    { name: 'Node.js', value: process.versions.node },
    { name: 'Embedded database', value: `PGlite ${packageVersion(root, '@electric-sql/pglite')}` },
    { name: 'PostgreSQL', value: postgres ?? 'not used in this report' },
    { name: 'Browser', value: output(chromium, ['--version'], root) ?? 'not installed' },
    { name: 'Test tools', value: `vitest ${packageVersion(root, 'vitest')}, Playwright ${packageVersion(root, '@playwright/test')}` },
    { name: 'Host', value: os.hostname() },
  ];
}

/** The PostgreSQL server version the throwaway test cluster runs, as with-test-postgres.sh finds it. */
export function postgresVersion(root: string): string | null {
  return output('bash', ['-c', 'PATH="$PATH:$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)" postgres --version'], root);
}
