import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, startTestApp, TestClient, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Operation {
  responses: Record<string, { description?: string; content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>;
}
const operation = async (path: string, method: string): Promise<Operation> => {
  const spec = (await new TestClient(t.app).request('GET', '/api/docs/json')).json<{ paths: Record<string, Record<string, Operation>> }>();
  const found = spec.paths[path]?.[method];
  if (!found) throw new Error(`no ${method} ${path} in the OpenAPI document`);
  return found;
};
const isErrorShape = (response: Operation['responses'][string] | undefined) =>
  Object.keys(response?.content?.['application/json']?.schema.properties ?? {}).join() === 'error';

describe('the OpenAPI document', () => {
  it('lists the error responses a route can give, in the shared error shape', async () => {
    const { responses } = await operation('/api/documents/{id}', 'get');
    for (const status of ['400', '401', '403', '404']) expect(isErrorShape(responses[status]), status).toBe(true);
    expect(responses['503']?.description).toMatch(/database/i);
  });

  it('does not promise a sign-in error on a public route, keeps what the route declares itself, names rate limits', async () => {
    const health = await operation('/api/health', 'get');
    expect(health.responses['401']).toBeUndefined();
    expect(isErrorShape(health.responses['403'])).toBe(true);
    expect(isErrorShape(health.responses['503'])).toBe(false);
    expect(isErrorShape((await operation('/api/auth/login', 'post')).responses['429'])).toBe(true);
  });

  it('documents that /api/client-log answers 204 with no body', async () => {
    const { responses } = await operation('/api/client-log', 'post');
    expect(Object.keys(responses).filter((status) => status.startsWith('2'))).toEqual(['204']);
  });
});

describe('response headers', () => {
  it('marks signed-in JSON no-store, errors included', async () => {
    const author = new TestClient(t.app);
    await author.signIn('author@attest.local');
    for (const url of ['/api/auth/session', '/api/documents', '/api/no-such-route']) {
      expect((await author.request('GET', url)).headers['cache-control'], url).toBe('no-store');
    }
  });

  it('denies powerful browser features on every response', async () => {
    for (const url of ['/api/health', '/not-an-api-page']) {
      const policy = String((await new TestClient(t.app).request('GET', url)).headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(policy, url).toContain(`${feature}=()`);
    }
  });
});

describe('a path Fastify cannot decode (found by the fuzzer)', () => {
  it('answers 400 VALIDATION_FAILED in the shared error shape [REQ:A11-5] [REQ:A11-6]', async () => {
    const response = await new TestClient(t.app).request('GET', '/api/documents/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(errorCode(response)).toBe('VALIDATION_FAILED');
  });
});

describe('a multipart upload whose content type names no boundary (found by the fuzzer)', () => {
  it('answers 400 VALIDATION_FAILED, not 500', async () => {
    const author = new TestClient(t.app);
    await author.signIn('author@attest.local');
    for (const url of ['/api/documents/upload', '/api/profile/avatar']) {
      const response = await author.request('POST', url, '"not multipart"', { 'content-type': 'multipart/form-data' });
      expect(response.statusCode, url).toBe(400);
      expect(errorCode(response), url).toBe('VALIDATION_FAILED');
    }
  });
});

describe('uploads sent as something other than multipart', () => {
  it('answer 415 UNSUPPORTED_MEDIA_TYPE, not 406', async () => {
    const author = new TestClient(t.app);
    await author.signIn('author@attest.local');
    for (const url of ['/api/documents/upload', '/api/profile/avatar']) {
      const response = await author.request('POST', url, { file: 'not a file' });
      expect(response.statusCode, url).toBe(415);
      expect(errorCode(response), url).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });
});
