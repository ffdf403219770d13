import { execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Every request the server saw: its path and whether it was let in. */
export interface SeenRequest {
  url: string;
  authorized: boolean;
}

/**
 * A real Git server for the tests: bare repositories served over Git's smart HTTP protocol by `git http-backend`
 * (CGI) behind a small Node HTTP server that asks for the token, as basic auth (any user name) or a bearer token.
 * A working clone beside it makes commits with fixed dates and pushes them.
 */
export class GitHttpServer {
  readonly seen: SeenRequest[] = [];
  private server!: http.Server;
  private root!: string;
  private work!: string;

  constructor(readonly token: string) {}

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/repo.git`;
  }

  async start(): Promise<void> {
    this.root = await mkdtemp(path.join(os.tmpdir(), 'attest-git-'));
    this.work = path.join(this.root, 'work');
    await git(this.root, 'init', '--bare', '--quiet', '--initial-branch=main', 'repo.git');
    await git(this.root, 'init', '--quiet', '--initial-branch=main', 'work');
    this.server = http.createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    await rm(this.root, { recursive: true, force: true });
  }

  /** Writes the files, commits them at `date` and pushes to the served repository; returns the commit. */
  async commit(files: Record<string, string | Buffer | null>, date: string, message = 'Update'): Promise<string> {
    for (const [file, content] of Object.entries(files)) {
      const target = path.join(this.work, file);
      if (content === null) {
        await rm(target, { force: true });
      } else {
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, content);
      }
    }
    const env = { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
    await git(this.work, 'add', '-A');
    await git(this.work, '-c', 'user.name=QA', '-c', 'user.email=qa@example.com', 'commit', '--quiet', '-m', message, { env });
    await git(this.work, 'push', '--quiet', path.join(this.root, 'repo.git'), 'HEAD:refs/heads/main');
    return (await git(this.work, 'rev-parse', 'HEAD')).trim();
  }

  private authorized(header: string | undefined): boolean {
    if (!header) return false;
    if (header === `Bearer ${this.token}`) return true;
    if (!header.startsWith('Basic ')) return false;
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    return decoded.slice(decoded.indexOf(':') + 1) === this.token;
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const authorized = this.authorized(req.headers.authorization);
    this.seen.push({ url: url.pathname, authorized });
    if (!authorized) {
      res.writeHead(401, { 'www-authenticate': 'Basic realm="git"' }).end('Unauthorized');
      return;
    }
    const cgi = spawn('git', ['http-backend'], {
      env: {
        PATH: process.env.PATH,
        GIT_PROJECT_ROOT: this.root,
        GIT_HTTP_EXPORT_ALL: '1',
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_CONFIG_GLOBAL: '/dev/null',
        GIT_CONFIG_COUNT: '1',
        GIT_CONFIG_KEY_0: 'uploadpack.allowFilter',
        GIT_CONFIG_VALUE_0: 'true',
        REQUEST_METHOD: req.method ?? 'GET',
        PATH_INFO: url.pathname,
        QUERY_STRING: url.search.slice(1),
        CONTENT_TYPE: req.headers['content-type'] ?? '',
        REMOTE_USER: 'tester',
        REMOTE_ADDR: '127.0.0.1',
        ...(req.headers['git-protocol'] ? { GIT_PROTOCOL: String(req.headers['git-protocol']) } : {}),
        ...(req.headers['content-encoding'] ? { HTTP_CONTENT_ENCODING: String(req.headers['content-encoding']) } : {}),
      },
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    req.pipe(cgi.stdin);
    let head = Buffer.alloc(0);
    let headersDone = false;
    cgi.stdout.on('data', (chunk: Buffer) => {
      if (headersDone) {
        res.write(chunk);
        return;
      }
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      headersDone = true;
      let status = 200;
      for (const line of head.subarray(0, end).toString('latin1').split('\r\n')) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim();
        const value = line.slice(colon + 1).trim();
        if (name.toLowerCase() === 'status') status = Number(value.split(' ')[0]);
        else res.setHeader(name, value);
      }
      res.statusCode = status;
      res.write(head.subarray(end + 4));
    });
    cgi.on('close', () => res.end());
  }
}

async function git(cwd: string, ...args: (string | { env: Record<string, string> })[]): Promise<string> {
  const options = args.find((a): a is { env: Record<string, string> } => typeof a !== 'string');
  const list = args.filter((a): a is string => typeof a === 'string');
  const { stdout } = await run('git', list, { cwd, env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', ...options?.env } });
  return stdout;
}
