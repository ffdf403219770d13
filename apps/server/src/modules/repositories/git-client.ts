import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { AppError } from '../../core/app-error.ts';
import { AddressPolicy, curlResolve, UNREACHABLE } from './address-policy.ts';
import { parseOutboundUrl } from './outbound-url.ts';
import { ExternalProgram, ProgramError } from '../../platform/process/run-program.ts';

/** What a git run needs to reach a repository: the URL and, when set, the token and how it is sent. */
export interface RemoteAccess {
  url: string;
  authScheme: 'basic' | 'bearer';
  username: string;
  token: string | null;
}

export interface GitSettings {
  git: string;
  mirrorDir: string;
  maxBytes: number;
  timeoutMs: number;
  historyDepth: number;
  allowHttp: boolean;
  /** Host names, addresses and CIDR ranges on internal networks that repository URLs may reach nonetheless. */
  allowedAddresses: readonly string[];
}

export interface TreeEntry {
  name: string;
  type: 'blob' | 'tree';
  id: string;
  size: number | null;
}

/** The ref each mirror keeps the connection's branch under (never a remote: the URL is not stored in the mirror). */
const HEAD_REF = 'refs/attest/head';
/** Output of a local read (a folder listing, the history of a folder) kept in memory at most. */
const READ_MAX_BYTES = 32 * 1024 * 1024;
const SIZE_POLL_MS = 200;

/**
 * A server-side Git client over the git binary (DESIGN §5.6: through ExternalProgram, no shell, a timeout). Each
 * connection has a shallow bare mirror under DATA_DIR/repositories; the token reaches git only as an
 * http.extraHeader in GIT_CONFIG_* variables of the one run that needs it: never in the URL, the arguments, the
 * mirror's config or a log.
 */
export class GitClient {
  readonly program: ExternalProgram;
  private readonly fetching = new Map<string, Promise<string>>();
  private readonly addresses: AddressPolicy;

  constructor(private readonly settings: GitSettings) {
    this.program = new ExternalProgram({ command: settings.git, concurrency: 4, timeoutMs: settings.timeoutMs });
    this.addresses = new AddressPolicy(settings.allowedAddresses);
  }

  mirrorOf(connectionId: string): string {
    return path.join(this.settings.mirrorDir, `${connectionId}.git`);
  }

  /** https only (http when REPOSITORY_ALLOW_HTTP), and no credentials inside the URL: the token has its own field. */
  checkUrl(url: string): void {
    const parsed = parseOutboundUrl(url, this.settings.allowHttp);
    if (parsed === 'unparsable') throw new AppError('REPOSITORY_URL_INVALID', undefined, { url: 'Enter the repository address, e.g. https://gitlab.example.com/qa/sops.git' });
    if (parsed === 'refused') throw new AppError('REPOSITORY_URL_INVALID', undefined, { url: URL_FIELD_MESSAGE });
  }

  /** The branches of the remote (ls-remote): name → commit. Proves the address and the token. */
  async branches(remote: RemoteAccess): Promise<Map<string, string>> {
    this.checkUrl(remote.url);
    const { stdout } = await this.runRemote(remote, ['ls-remote', '--heads', '--', remote.url]);
    const heads = new Map<string, string>();
    for (const line of stdout.split('\n')) {
      const [sha, ref] = line.split('\t');
      if (sha && ref?.startsWith('refs/heads/')) heads.set(ref.slice('refs/heads/'.length), sha);
    }
    return heads;
  }

  /**
   * Fetches the branch into the connection's mirror (created on first use), at most REPOSITORY_HISTORY_DEPTH commits
   * deep; a mirror growing past REPOSITORY_MAX_MB is stopped and removed. One fetch per connection at a time.
   * Returns the branch's head commit.
   */
  async fetch(connectionId: string, remote: RemoteAccess, branch: string): Promise<string> {
    const running = this.fetching.get(connectionId);
    if (running) return running;
    const work = this.fetchOnce(connectionId, remote, branch).finally(() => this.fetching.delete(connectionId));
    this.fetching.set(connectionId, work);
    return work;
  }

  private async fetchOnce(connectionId: string, remote: RemoteAccess, branch: string): Promise<string> {
    this.checkUrl(remote.url);
    const mirror = this.mirrorOf(connectionId);
    await mkdir(this.settings.mirrorDir, { recursive: true });
    await this.local(['init', '--bare', '--quiet', mirror]);
    const maxBytes = this.settings.maxBytes;
    let poll: NodeJS.Timeout | undefined;
    try {
      await this.runRemote(remote, ['fetch', '--quiet', '--no-tags', '--force', `--depth=${this.settings.historyDepth}`, '--', remote.url, `+refs/heads/${branch}:${HEAD_REF}`], {
        cwd: mirror,
        // Standard output is unused; the reader's promise is the size watch: rejecting it stops git (run-program).
        stdout: (stream: Readable) =>
          new Promise<void>((resolve, reject) => {
            stream.resume();
            stream.once('end', resolve);
            poll = setInterval(() => {
              void sizeOf(mirror).then((bytes) => {
                if (bytes > maxBytes) reject(new AppError('REPOSITORY_TOO_LARGE', tooLargeMessage(maxBytes)));
              });
            }, SIZE_POLL_MS);
          }),
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'REPOSITORY_TOO_LARGE') await rm(mirror, { recursive: true, force: true });
      throw error;
    } finally {
      clearInterval(poll);
    }
    if ((await sizeOf(mirror)) > maxBytes) {
      await rm(mirror, { recursive: true, force: true });
      throw new AppError('REPOSITORY_TOO_LARGE', tooLargeMessage(maxBytes));
    }
    return (await this.local(['rev-parse', '--verify', `${HEAD_REF}^{commit}`], mirror)).stdout;
  }

  /** The mirror's head commit, or null when nothing was fetched yet. */
  async head(connectionId: string): Promise<string | null> {
    try {
      return (await this.local(['rev-parse', '--verify', '--quiet', `${HEAD_REF}^{commit}`], this.mirrorOf(connectionId))).stdout || null;
    } catch {
      return null;
    }
  }

  /** The entries of a folder at a commit; null when the path is not a folder there. */
  async listFolder(connectionId: string, commit: string, folder: string): Promise<TreeEntry[] | null> {
    const spec = folder === '' ? `${commit}^{tree}` : `${commit}:${folder}`;
    let out: string;
    try {
      out = await this.read(connectionId, ['ls-tree', '-l', '-z', spec]);
    } catch (error) {
      if (error instanceof ProgramError && error.kind === 'failed') return null;
      throw error;
    }
    return out
      .split('\0')
      .filter(Boolean)
      .flatMap((record) => {
        const tab = record.indexOf('\t');
        const [, type, id, size] = record.slice(0, tab).split(/ +/);
        if ((type !== 'blob' && type !== 'tree') || !id) return [];
        return [{ name: record.slice(tab + 1), type, id, size: type === 'blob' ? Number(size) : null } satisfies TreeEntry];
      });
  }

  /** The blob at a file path of a commit (its id and size), or null when the path is no file there. */
  async blobAt(connectionId: string, commit: string, file: string): Promise<{ id: string; size: number } | null> {
    const out = await this.read(connectionId, ['ls-tree', '-l', '-z', commit, '--', file]);
    const record = out.split('\0')[0];
    if (!record) return null;
    const [, type, id, size] = record.slice(0, record.indexOf('\t')).split(/ +/);
    return type === 'blob' && id ? { id, size: Number(size) } : null;
  }

  /**
   * For each child of a folder, the newest commit (within the mirror's history) that touched it: one `git log`
   * over the folder, read newest first, instead of one run per entry.
   */
  async lastCommits(connectionId: string, commit: string, folder: string, names: readonly string[]): Promise<Map<string, { sha: string; date: Date }>> {
    const found = new Map<string, { sha: string; date: Date }>();
    if (names.length === 0) return found;
    const wanted = new Set(names);
    const prefix = folder === '' ? '' : `${folder}/`;
    const out = await this.read(connectionId, ['log', '--format=%x01%H %ct', '--name-only', '--no-renames', commit, '--', folder === '' ? '.' : folder]);
    let current: { sha: string; date: Date } | null = null;
    for (const line of out.split('\n')) {
      if (line.startsWith('\x01')) {
        const [sha, seconds] = line.slice(1).split(' ');
        current = { sha: sha!, date: new Date(Number(seconds) * 1000) };
      } else if (line && current && line.startsWith(prefix)) {
        const child = line.slice(prefix.length).split('/')[0]!;
        if (wanted.has(child) && !found.has(child)) found.set(child, current);
      }
    }
    return found;
  }

  /** Streams a blob's bytes to `reader` (git cat-file). */
  async readBlob(connectionId: string, blobId: string, reader: (stream: Readable) => Promise<void>): Promise<void> {
    await this.guard(() => this.program.run(['--git-dir', this.mirrorOf(connectionId), 'cat-file', 'blob', blobId], { env: BASE_ENV, stdout: reader }));
  }

  async removeMirror(connectionId: string): Promise<void> {
    await rm(this.mirrorOf(connectionId), { recursive: true, force: true });
  }

  /** A local read of the mirror, its output collected (bounded). */
  private async read(connectionId: string, args: string[]): Promise<string> {
    const chunks: Buffer[] = [];
    let size = 0;
    await this.guard(() =>
      this.program.run(['-c', 'core.quotePath=false', '--literal-pathspecs', '--git-dir', this.mirrorOf(connectionId), ...args], {
        env: BASE_ENV,
        stdout: async (stream) => {
          for await (const chunk of stream) {
            size += (chunk as Buffer).length;
            if (size > READ_MAX_BYTES) throw new AppError('REPOSITORY_ACCESS_ERROR', 'Repository Access Error: the folder listing is too large to read.');
            chunks.push(chunk as Buffer);
          }
        },
      }),
    );
    return Buffer.concat(chunks).toString('utf8');
  }

  private async local(args: string[], gitDir?: string): Promise<{ stdout: string }> {
    return this.guard(() => this.program.run(gitDir ? ['--git-dir', gitDir, ...args] : args, { env: BASE_ENV }));
  }

  /** A run that talks to the remote: only the protocols allowed, no prompts, no helpers, the token as a header. */
  private async runRemote(remote: RemoteAccess, args: string[], options: { cwd?: string; stdout?: (stream: Readable) => Promise<void> } = {}): Promise<{ stdout: string }> {
    const config: [string, string][] = [
      ['protocol.allow', 'never'],
      ['protocol.https.allow', 'always'],
      ['protocol.http.allow', this.settings.allowHttp ? 'always' : 'never'],
      ['credential.helper', ''],
      // A redirect to another host would carry the token there.
      ['http.followRedirects', 'false'],
      ['http.lowSpeedLimit', '1'],
      ['http.lowSpeedTime', String(Math.ceil(this.settings.timeoutMs / 1000))],
      // Only the address checked just now: never loopback, private or link-local unless allowed (address-policy.ts).
      ['http.curloptResolve', curlResolve(await this.addresses.pin(remote.url))],
    ];
    if (remote.token) config.push(['http.extraHeader', authorizationHeader(remote)]);
    const env: Record<string, string> = { ...BASE_ENV, GIT_CONFIG_COUNT: String(config.length) };
    config.forEach(([key, value], i) => {
      env[`GIT_CONFIG_KEY_${i}`] = key;
      env[`GIT_CONFIG_VALUE_${i}`] = value;
    });
    return this.guard(() => this.program.run(args, { env, cwd: options.cwd, stdout: options.stdout }), { token: remote.token });
  }

  /**
   * Maps a failed run to the product's errors: a remote run's failure is a Repository Access Error whose reason is
   * what git said, with the token cut out should git ever echo it; a local run's failure stays a ProgramError.
   */
  private async guard<T>(run: () => Promise<T>, remote?: { token: string | null }): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof ProgramError)) throw error;
      if (error.kind === 'not-installed') throw new AppError('REPOSITORY_UNAVAILABLE');
      const seconds = Math.round(this.settings.timeoutMs / 1000);
      if (error.kind === 'timeout') throw new AppError('REPOSITORY_ACCESS_ERROR', `Request timeout: the repository did not answer within ${seconds} s.`);
      if (!remote) throw error;
      throw new AppError('REPOSITORY_ACCESS_ERROR', describeFailure(redact(error.details.stderr ?? '', remote.token)));
    }
  }
}

const URL_FIELD_MESSAGE = 'The repository URL must be an https:// address without a user name or password in it.';

/** Nothing from the server's own git configuration or a terminal: every run is the same on every machine. */
const BASE_ENV: Record<string, string> = {
  GIT_TERMINAL_PROMPT: '0',
  GIT_ASKPASS: '',
  SSH_ASKPASS: '',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_TRACE: '0',
  GIT_TRACE_CURL: '0',
  GIT_CURL_VERBOSE: '0',
  GIT_CONFIG_COUNT: '0',
  LC_ALL: 'C',
};

function authorizationHeader(remote: RemoteAccess): string {
  if (remote.authScheme === 'bearer') return `Authorization: Bearer ${remote.token}`;
  return `Authorization: Basic ${Buffer.from(`${remote.username || 'git'}:${remote.token}`).toString('base64')}`;
}

function redact(text: string, token?: string | null): string {
  let out = text;
  if (token) out = out.replaceAll(token, '***');
  return out.replace(/(Authorization:\s*)\S+(\s+\S+)?/gi, '$1***');
}

/** Spec 02 §8 repository errors, from what git said. */
export function describeFailure(stderr: string): string {
  const said = stderr.split('\n').filter((l) => /fatal:|error:/.test(l)).join(' ').replace(/\s+/g, ' ').trim().slice(0, 300);
  if (/\b401\b|Authentication failed|could not read Username|terminal prompts disabled/i.test(stderr)) {
    return 'Authentication failed (401): the token is missing, invalid or expired.';
  }
  if (/\b403\b/.test(stderr)) return 'Access forbidden (403): the token lacks read permission on this repository.';
  if (/couldn't find remote ref/i.test(stderr)) return 'Branch not found in the repository.';
  if (/\b404\b|not found|does not appear to be a git repository/i.test(stderr)) return 'Repository not found (404): check the address.';
  // What a failed connection said stays out of the message: it would map the ports of the network it was tried on.
  if (/Could not resolve host|Failed to connect|Connection refused|Connection timed out|Couldn't connect|Network is unreachable|Empty reply|Connection reset|Recv failure/i.test(stderr)) {
    return UNREACHABLE;
  }
  if (/SSL|TLS|certificate/i.test(stderr)) return 'Unreachable: the repository host’s TLS connection could not be established or its certificate verified.';
  if (/\b5\d\d\b/.test(stderr)) return 'Server error: the repository host failed, try again later.';
  return `Repository Access Error: ${said || 'git could not read the repository.'}`;
}

function tooLargeMessage(maxBytes: number): string {
  return `The repository is larger than this server accepts (${Math.round(maxBytes / (1024 * 1024))} MB, REPOSITORY_MAX_MB): it was not kept.`;
}

/** Bytes under a folder (0 when it does not exist). */
async function sizeOf(dir: string): Promise<number> {
  let total = 0;
  let entries: string[];
  try {
    entries = await readdir(dir, { recursive: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    try {
      const info = await stat(path.join(dir, entry));
      if (info.isFile()) total += info.size;
    } catch {
      // Gone while counting (git renames its temporary files).
    }
  }
  return total;
}
