import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { CSRF_HEADER, type SessionResponse } from '@attest/domain';
import { loadConfig, type Config } from '../src/config.ts';
import { buildApp, type AppDeps } from '../src/http/app.ts';
import { openDatabase, type Database } from '../src/platform/db/client.ts';
import { FilesystemBlobStore } from '../src/platform/storage/blob-store.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-users.ts';
import { cloneFromTemplate } from './postgres-template.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  store: FilesystemBlobStore;
  close(): Promise<void>;
}

/** Opens a copy of the seeded template database (PGlite or PostgreSQL) behind the real HTTP app. */
export async function startTestApp(env: Record<string, string> = {}, options: Pick<AppDeps, 'realtime'> = {}): Promise<TestApp> {
  const template = inject('template');
  const database =
    template.kind === 'pglite'
      ? await openDatabase({ kind: 'pglite', loadDataDir: new Blob([await readFile(template.file)]) })
      : await openDatabase({ kind: 'postgres', url: await cloneFromTemplate(template.url), poolSize: 10 });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'attest-app-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED: 'none', AUTH_RATE_LIMIT_PER_MINUTE: '1000', DATA_DIR: dataDir, ...env });
  const store = new FilesystemBlobStore(path.join(dataDir, 'blobs'));
  const app = await buildApp({ config, database, store, serveWeb: false, ...options });
  await app.ready();
  return {
    app,
    database,
    config,
    store,
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A browser-like client: keeps the session cookie and sends the CSRF token on mutations. */
export class TestClient {
  cookie: string | undefined;
  csrf: string | undefined;
  userAgent = 'vitest';

  constructor(private readonly app: FastifyInstance) {}

  async request(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      method,
      url,
      headers: {
        'user-agent': this.userAgent,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(this.csrf && method !== 'GET' ? { [CSRF_HEADER]: this.csrf } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const setCookie = response.cookies.find((c) => c.name.endsWith('attest_session'));
    if (setCookie) this.cookie = setCookie.value ? `${setCookie.name}=${setCookie.value}` : undefined;
    return response;
  }

  async signIn(email: string, password = DEMO_PASSWORD): Promise<SessionResponse> {
    const response = await this.request('POST', '/api/auth/login', { email, password });
    if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
    const session = response.json<SessionResponse>();
    this.csrf = session.csrfToken;
    return session;
  }
}

export const errorOf = (response: LightMyRequestResponse): { code?: string; message?: string } =>
  response.json<{ error?: { code: string; message: string } }>().error ?? {};

export const errorCode = (response: LightMyRequestResponse): string | undefined => errorOf(response).code;
