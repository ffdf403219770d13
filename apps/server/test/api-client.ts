import { CSRF_HEADER, type SessionResponse } from '@attest/domain';
import type { InjectMethod } from '../src/http/inject-client.ts';
import { DEMO_PASSWORD } from '../src/modules/users/demo-password.ts';

/** What the test helpers need of a response: the in-process client's and the HTTP client's both have it. */
export interface ApiResponse {
  statusCode: number;
  body: string;
  json<T = unknown>(): T;
}

/** What the test helpers need of a client, in process (TestClient) or over real HTTP (HttpClient). */
export interface ApiClient {
  request(method: InjectMethod, url: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse>;
}

/**
 * A browser-like client over real HTTP, for suites that run server processes (scale-out): keeps the session cookie,
 * sends the CSRF token on mutations. `baseUrl` can be changed to carry the same session to another instance.
 */
export class HttpClient implements ApiClient {
  cookie: string | undefined;
  csrf: string | undefined;

  constructor(public baseUrl: string) {}

  async request(method: InjectMethod, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse & { bytes: Buffer }> {
    const isBuffer = Buffer.isBuffer(body);
    const response = await fetch(new URL(url, this.baseUrl), {
      method,
      headers: {
        'user-agent': 'scale-out-suite',
        ...(body !== undefined && !isBuffer ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(this.csrf && method !== 'GET' ? { [CSRF_HEADER]: this.csrf } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : isBuffer ? new Uint8Array(body) : JSON.stringify(body),
    });
    const setCookie = response.headers.getSetCookie().find((c) => /attest_session=/.test(c));
    if (setCookie) this.cookie = setCookie.split(';')[0];
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = bytes.toString('utf8');
    return { statusCode: response.status, body: text, bytes, json: <T>() => JSON.parse(text) as T };
  }

  async signIn(email: string, password = DEMO_PASSWORD): Promise<SessionResponse> {
    const response = await this.request('POST', '/api/auth/login', { email, password });
    if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
    const session = response.json<SessionResponse>();
    this.csrf = session.csrfToken;
    return session;
  }
}
