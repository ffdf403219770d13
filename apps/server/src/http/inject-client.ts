import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CSRF_HEADER, type SessionResponse } from '@attest/domain';

export type InjectMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A browser-like client over app.inject: keeps the session cookie and sends the CSRF token on mutations. The API
 * tests use it, and so does the demo seed, so demo data goes through the same routes as the screens.
 */
export class InjectClient {
  cookie: string | undefined;
  csrf: string | undefined;

  constructor(
    private readonly app: FastifyInstance,
    public userAgent: string,
  ) {}

  async request(method: InjectMethod, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
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

  async signIn(email: string, password: string): Promise<SessionResponse> {
    const response = await this.request('POST', '/api/auth/login', { email, password });
    if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
    const session = response.json<SessionResponse>();
    if (!session.csrfToken) throw new Error(`sign-in of ${email} needs a second step: ${response.body}`);
    this.csrf = session.csrfToken;
    return session;
  }
}
