import { execFile } from 'node:child_process';
import { access, realpath } from 'node:fs/promises';
import path from 'node:path';

/**
 * How a confined program is run, the strongest this machine allows:
 * - `bwrap`: bubblewrap; no network, its own process and IPC namespaces, the system read-only, and nothing of the
 *   server's files but the folders a run names as writable;
 * - `unshare`: util-linux unshare (as root, or in a user namespace): no network, but the whole file system visible;
 * - `none`: neither works; the program runs as the server does, with network access (diagnostics say so).
 */
export type SandboxKind = 'bwrap' | 'unshare-root' | 'unshare-user' | 'none';

export interface Sandbox {
  kind: SandboxKind;
  /** The command line that runs `executable args` confined, with `writable` folders the only ones it may change. */
  wrap(executable: string, args: readonly string[], writable: readonly string[]): Promise<{ file: string; argv: string[] }>;
}

/** System parts a desktop program needs to start and draw text: libraries, fonts, its own settings, the time zone. */
const SYSTEM_READ_ONLY = ['/usr', '/etc/fonts', '/etc/ld.so.cache', '/etc/libreoffice', '/etc/localtime', '/etc/passwd', '/etc/group'];
/** Debian's merged /usr: these are links into it. */
const USR_LINKS = ['bin', 'sbin', 'lib', 'lib64'];

const exists = (file: string) => access(file).then(() => true, () => false);

/** Runs `file args` to see whether it works here (a container may forbid namespaces). */
function works(file: string, args: string[]): Promise<boolean> {
  return new Promise((resolve) => execFile(file, args, { timeout: 10_000 }, (error) => resolve(!error)));
}

const BWRAP_ISOLATION = ['--unshare-net', '--unshare-pid', '--unshare-ipc', '--unshare-uts', '--die-with-parent', '--new-session'];

async function bwrapArgs(bwrap: string, executable: string, writable: readonly string[]): Promise<{ file: string; argv: string[] }> {
  const real = await realpath(executable);
  // A program installed outside /usr (an /opt/libreoffice tarball) needs its own tree: for LibreOffice's program/
  // folder, the installation above it.
  const home = path.dirname(real);
  const installation = path.basename(home) === 'program' ? path.dirname(home) : home;
  const argv = [...BWRAP_ISOLATION, '--clearenv', '--proc', '/proc', '--dev', '/dev', '--tmpfs', '/tmp'];
  for (const dir of SYSTEM_READ_ONLY) argv.push('--ro-bind-try', dir, dir);
  for (const link of USR_LINKS) if (await exists(`/usr/${link}`)) argv.push('--symlink', `usr/${link}`, `/${link}`);
  if (!installation.startsWith('/usr/')) argv.push('--ro-bind', installation, installation);
  for (const dir of writable) argv.push('--bind', dir, dir);
  // No variable of the server's (secrets among them) reaches the program; its home and temp are its own folder.
  const work = writable[0] ?? '/tmp';
  argv.push('--setenv', 'HOME', work, '--setenv', 'TMPDIR', work, '--setenv', 'PATH', '/usr/bin:/bin', '--setenv', 'LANG', process.env.LANG ?? 'C.UTF-8');
  argv.push('--chdir', work, real);
  return { file: bwrap, argv };
}

async function detect(): Promise<Sandbox> {
  for (const bwrap of ['/usr/bin/bwrap', '/bin/bwrap']) {
    if ((await exists(bwrap)) && (await works(bwrap, [...BWRAP_ISOLATION, '--ro-bind', '/usr', '/usr', ...USR_LINKS.flatMap((link) => ['--symlink', `usr/${link}`, `/${link}`]), '/usr/bin/true']))) {
      return { kind: 'bwrap', wrap: (executable, args, writable) => bwrapArgs(bwrap, executable, writable).then(({ file, argv }) => ({ file, argv: [...argv, ...args] })) };
    }
  }
  const unshare = '/usr/bin/unshare';
  if (await exists(unshare)) {
    for (const [kind, flags] of [['unshare-root', ['--net']], ['unshare-user', ['--map-root-user', '--net']]] as const) {
      if (await works(unshare, [...flags, '/usr/bin/true'])) {
        return { kind, wrap: async (executable, args) => ({ file: unshare, argv: [...flags, '--', executable, ...args] }) };
      }
    }
  }
  return { kind: 'none', wrap: async (executable, args) => ({ file: executable, argv: [...args] }) };
}

let detected: Promise<Sandbox> | undefined;

/** The sandbox this machine offers, found once per process (a few milliseconds of trial runs). */
export function sandbox(): Promise<Sandbox> {
  detected ??= detect();
  return detected;
}

/** What an administrator must hear about a sandbox weaker than bubblewrap's, or null. */
export function sandboxWarning(kind: SandboxKind): string | null {
  if (kind === 'none') return 'LibreOffice runs with network access: neither bubblewrap nor unshare works here (Debian: apt-get install bubblewrap)';
  if (kind !== 'bwrap') return 'LibreOffice runs without network but sees the server\'s files: install bubblewrap (Debian: apt-get install bubblewrap)';
  return null;
}
