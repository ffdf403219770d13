import { vi } from 'vitest';

export type Reply = { status: number; json?: unknown };
type Handler = (body: unknown) => Reply;

/** Test stand-in for the API: answers by "METHOD /path" (query left out); the calls are kept for assertions. */
export function stubApi(routes: Record<string, Handler>) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://attest.test');
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      const handler = routes[`${method} ${url.pathname}`];
      const reply = handler ? handler(body) : { status: 404, json: { error: { code: 'NOT_FOUND', message: 'Not found.' } } };
      return new Response(reply.json === undefined ? null : JSON.stringify(reply.json), { status: reply.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  // jsdom has no ResizeObserver; Radix's checkbox and switch in the forms measure themselves with one.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  return { calls: (method: string, path: string) => calls.filter((call) => call.method === method && call.url.pathname === path) };
}

export const ok = (json?: unknown): Reply => ({ status: json === undefined ? 204 : 200, json });
export const refusal = (status: number, code: string, message: string): Reply => ({ status, json: { error: { code, message } } });
