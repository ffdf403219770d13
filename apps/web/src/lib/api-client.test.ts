import { describe, expect, it, vi } from 'vitest';
import { BACKGROUND_HEADER, CSRF_HEADER, HealthResponse, USER_ACTIVITY_WINDOW_MS } from '@attest/domain';
import { ApiError, apiRequest, setCsrfToken } from './api-client';
import { trackUserActivity } from './user-activity';

function stubFetch(response: Response) {
  const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(response));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('apiRequest', () => {
  it('parses a successful answer with the shared contract', async () => {
    stubFetch(json(200, { status: 'ok', database: 'pglite', version: '0.1.0', dependencies: { database: 'up' } }));
    await expect(apiRequest('/api/health', { schema: HealthResponse })).resolves.toEqual({
      status: 'ok',
      database: 'pglite',
      version: '0.1.0',
      dependencies: { database: 'up' },
    });
  });

  it('throws the server error as an ApiError with status, code, message and fields', async () => {
    stubFetch(
      json(400, { error: { code: 'VALIDATION_FAILED', message: 'The request is not valid.', fields: { email: 'Bad' } } }),
    );
    const error: unknown = await apiRequest('/api/auth/check-email', { body: { email: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'The request is not valid.',
      fields: { email: 'Bad' },
    });
  });

  it('turns a non-API error page into an INTERNAL ApiError', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest('/api/health')).rejects.toMatchObject({ status: 502, code: 'INTERNAL' });
  });

  it('sends JSON with same-origin credentials and the CSRF token on mutations only', async () => {
    setCsrfToken('token-123');
    const fetch = stubFetch(new Response(null, { status: 204 }));
    await apiRequest('/api/client-log', { body: { event: 'route-not-found', path: '/x' } });
    await apiRequest('/api/health');

    const [post, get] = fetch.mock.calls.map(([, init]) => init);
    expect(post).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"event":"route-not-found","path":"/x"}' });
    expect(post?.headers).toMatchObject({ 'content-type': 'application/json', [CSRF_HEADER]: 'token-123' });
    expect(get?.method).toBe('GET');
    expect(get?.headers).not.toHaveProperty(CSRF_HEADER);
    setCsrfToken(null);
  });
});

describe('requests while nobody touches the page', () => {
  it('are marked as background refreshes after a minute without input, and are the person’s again after a key press', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const page = new EventTarget();
    const stop = trackUserActivity(page);
    try {
      const sentHeaders = async () => {
        const fetch = stubFetch(json(200, { status: 'ok', database: 'pglite', version: '0.1.0', dependencies: { database: 'up' } }));
        await apiRequest('/api/health');
        return fetch.mock.calls[0]![1]!.headers as Record<string, string>;
      };
      page.dispatchEvent(new Event('keydown'));
      expect((await sentHeaders())[BACKGROUND_HEADER]).toBeUndefined();
      vi.setSystemTime(Date.now() + USER_ACTIVITY_WINDOW_MS + 1_000);
      expect((await sentHeaders())[BACKGROUND_HEADER]).toBe('1');
      page.dispatchEvent(new Event('pointerdown'));
      expect((await sentHeaders())[BACKGROUND_HEADER]).toBeUndefined();
    } finally {
      stop();
      vi.useRealTimers();
    }
  });
});
