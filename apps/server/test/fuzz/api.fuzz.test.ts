import type { RouteOptions } from 'fastify';
import fc from 'fast-check';
import { sample } from 'openapi-sampler';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponse } from '@attest/domain';
import { multipart } from '../../src/http/multipart-body.ts';
import { startTestApp, TestClient, type TestApp } from '../harness.ts';
import { arbitraryOf, mutationOf, nastyValue, resolverFor, type JsonSchema, type Resolve } from './schema-arbitrary.ts';

/**
 * The API fuzzer (npm run test:fuzz): every operation of the served OpenAPI document gets FUZZ_RUNS requests made
 * of valid shapes (an openapi-sampler sample and fast-check values built from the schema) and their mutations,
 * sent as an administrator (session and CSRF header) or as a plain user. A 5xx fails, and so does a response whose
 * status is documented but whose body breaks the documented schema. FUZZ_SEED replays a run; FUZZ_ONLY (a regular
 * expression over "METHOD /path") narrows it to some operations.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const ONLY = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : null;

// Not fuzzed: signing out ends the session every other request rides on, and the live event stream never ends.
const SKIPPED = new Set(['POST /api/auth/logout', 'GET /api/events']);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
// An operation that takes no parameters and no body varies only by caller and header: a few runs say all there is
// (and some are slow on purpose: the conversion check starts LibreOffice every time).
const INPUTLESS_RUNS = 4;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
}
interface OpenApi {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
}

interface FuzzRequest {
  caller: 'admin' | 'user';
  path: string;
  query: string;
  headers: Record<string, string>;
  body: { kind: 'none' } | { kind: 'json'; text: string } | { kind: 'multipart'; payload: Buffer; contentType: string };
}

let t: TestApp;
let spec: OpenApi;
let resolve: Resolve;
const routes = new Map<string, RouteOptions>();
const clients = new Map<FuzzRequest['caller'], TestClient>();
/** Ids of records that exist, so some requests reach past "not found". */
let knownIds: string[] = [];

beforeAll(async () => {
  t = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' }, { onRoute: (route) => void [route.method].flat().forEach((m) => routes.set(`${String(m)} ${route.url}`, route)) });
  for (const [caller, email] of [['admin', 'admin@attest.local'], ['user', 'user@attest.local']] as const) {
    const client = new TestClient(t.app);
    await client.signIn(email);
    clients.set(caller, client);
  }
  spec = (await clients.get('admin')!.request('GET', '/api/docs/json')).json<OpenApi>();
  resolve = resolverFor(spec);
  const documents = (await clients.get('admin')!.request('GET', '/api/documents?pageSize=20')).json<{ items: { id: string }[] }>();
  const detail = documents.items[0] ? (await clients.get('admin')!.request('GET', `/api/documents/${documents.items[0].id}`)).json<{ versions?: { id: string }[] }>() : {};
  knownIds = [...documents.items.map((d) => d.id), ...(detail.versions ?? []).map((v) => v.id)];
  console.log(`fuzz: seed ${SEED}, ${RUNS} runs per operation (replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} npm run test:fuzz)`);
});
afterAll(async () => {
  await t?.close();
});

const ODD_IDS = ['0', '-1', 'null', 'undefined', '%00', '%zz', '%E0%A4%A', '..%2F..%2Fetc', 'a'.repeat(300), '%F0%9F%98%80', '%20', '1.5', '99999999999999999999', "'", '00000000-0000-0000-0000-000000000000', 'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF'];

function pathArbitrary(template: string, parameters: Parameter[]): fc.Arbitrary<string> {
  const names = [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  if (names.length === 0) return fc.constant(template);
  const values = names.map((name) => {
    const schema = parameters.find((p) => p.in === 'path' && p.name === name)?.schema ?? { type: 'string' };
    return fc.oneof(
      { weight: 3, arbitrary: arbitraryOf(schema, resolve).map((v) => encodeURIComponent(String(v))) },
      { weight: 2, arbitrary: knownIds.length ? fc.constantFrom(...knownIds) : fc.uuid() },
      { weight: 2, arbitrary: fc.constantFrom(...ODD_IDS) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }).map(encodeURIComponent) },
    );
  });
  return fc.tuple(...values).map((filled) => names.reduce((url, name, i) => url.replace(`{${name}}`, filled[i]!), template));
}

function queryArbitrary(parameters: Parameter[]): fc.Arbitrary<string> {
  const query = parameters.filter((p) => p.in === 'query');
  const properties = Object.fromEntries(query.map((p) => [p.name, p.schema ?? {}]));
  const schema: JsonSchema = { type: 'object', properties, required: query.filter((p) => p.required).map((p) => p.name) };
  const valid = arbitraryOf(schema, resolve);
  const shaped = fc.oneof({ weight: 3, arbitrary: valid }, { weight: 2, arbitrary: valid.chain(mutationOf) });
  const encoded = shaped.map((value) => {
    const params = new URLSearchParams();
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, item] of Object.entries(value)) {
        for (const one of [item].flat()) params.append(key, typeof one === 'object' && one !== null ? JSON.stringify(one) : String(one));
      }
    }
    return params.toString();
  });
  const raw = fc.constantFrom('', 'page=1&page=2', '%', '%zz=1', 'pageSize=%00', 'a[b][c]=1', '__proto__[x]=1', 'sort=' + 'x'.repeat(5000));
  return fc.oneof({ weight: 5, arbitrary: encoded }, { weight: 1, arbitrary: raw }).map((q) => (q ? `?${q}` : ''));
}

/** Now and then an odd header: other JSON charsets, byte ranges, a resumed event id, a forged origin, junk cookies. */
const headersArbitrary = fc.oneof(
  { weight: 6, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Record<string, string>>(
      { 'content-type': 'application/json; charset=utf-16' },
      { 'content-type': 'application/json; charset=latin1' },
      { 'content-type': 'application/x-www-form-urlencoded' },
      { 'content-type': 'multipart/form-data' },
      { range: 'bytes=999999999-' },
      { range: 'bytes=5-2,abc' },
      { 'last-event-id': '-1' },
      { 'last-event-id': '99999999999999999999' },
      { origin: 'null' },
      { origin: 'http://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'x-csrf-token': '' },
      { 'x-attest-background': '1' },
      { accept: 'text/csv' },
    ),
  },
);

const FILE_NAMES = ['sop.docx', 'sop.pdf', 'sop.doc', 'avatar.png', 'x', '../../x.pdf', 'ü ñ 😀.docx', 'a\u0000.pdf', `${'a'.repeat(300)}.pdf`, '.pdf'];
const FILE_HEADS = ['', '%PDF-1.7\n', 'PK\u0003\u0004', '\u0089PNG\r\n\u001a\n', '\u00d0\u00cf\u0011\u00e0\u00a1\u00b1\u001a\u00e1', 'GIF89a'];

const multipartBody = fc
  .record({
    metadata: fc.oneof(fc.jsonValue({ maxDepth: 2 }), nastyValue, fc.constant({ title: 'Fuzzed SOP', departmentId: '00000000-0000-0000-0000-000000000000' })),
    withFile: fc.boolean(),
    name: fc.constantFrom(...FILE_NAMES),
    head: fc.constantFrom(...FILE_HEADS),
    tail: fc.uint8Array({ maxLength: 512 }),
    type: fc.constantFrom('application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'image/png', 'text/plain', ''),
  })
  .map(({ metadata, withFile, name, head, tail, type }) => {
    const file = withFile ? { name, content: Buffer.concat([Buffer.from(head, 'latin1'), Buffer.from(tail)]), ...(type ? { type } : {}) } : undefined;
    const { body, contentType } = multipart(metadata, file);
    return { kind: 'multipart' as const, payload: body, contentType };
  });

/** openapi-sampler's example of a valid body; an empty object when the schema is beyond it. */
function sampleOf(schema: JsonSchema): unknown {
  try {
    return sample(schema as never, { skipReadOnly: true }, spec);
  } catch {
    return {};
  }
}

function bodyArbitrary(operation: Operation, route: RouteOptions | undefined, method: string): fc.Arbitrary<FuzzRequest['body']> {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  const malformed = fc.constantFrom('{', '{"a":', '\u0000', '[]]', '{"a":1,"a":2}', `${'['.repeat(5000)}${']'.repeat(5000)}`, '"\\ud800"', 'null', 'nan').map((text) => ({ kind: 'json' as const, text }));
  const json = (value: unknown) => ({ kind: 'json' as const, text: JSON.stringify(value) ?? 'null' });
  const options: fc.Arbitrary<FuzzRequest['body']>[] = [malformed, nastyValue.map(json)];
  if (schema) {
    const sampled = sampleOf(schema);
    const valid = arbitraryOf(schema, resolve);
    options.push(fc.constant(json(sampled)), valid.map(json), valid.map(json), mutationOf(sampled).map(json), valid.chain(mutationOf).map(json), valid.chain(mutationOf).map(json));
  } else if (method !== 'get') {
    options.push(fc.constant({ kind: 'none' as const }), fc.constant({ kind: 'none' as const }));
  }
  if ((route?.schema as { consumes?: string[] } | undefined)?.consumes?.includes('multipart/form-data')) options.push(multipartBody, multipartBody, multipartBody);
  return fc.oneof(...options);
}

function inputless(operation: Operation, route: RouteOptions | undefined): boolean {
  const consumes = (route?.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
  return !operation.parameters?.length && !operation.requestBody && consumes.length === 0;
}

interface Failure {
  operation: string;
  reason: string;
  request: FuzzRequest;
}

function checkResponse(operation: Operation, route: RouteOptions | undefined, status: number, contentType: string, payload: string): string | null {
  if (status >= 500) return `answered ${status}: ${payload.slice(0, 200)}`;
  // Every JSON error is in the shared shape, documented or not (DESIGN §2.6); other bodies only where documented.
  if (!operation.responses?.[String(status)] && status < 400) return null;
  if (!contentType.startsWith('application/json')) return null;
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return `answered ${status} with JSON that does not parse`;
  }
  if (status >= 400) {
    const parsed = ErrorResponse.safeParse(json);
    return parsed.success ? null : `answered ${status} outside the error shape: ${payload.slice(0, 200)}`;
  }
  const schema = (route?.schema?.response as Record<number, z.ZodType> | undefined)?.[status];
  if (!schema || !(schema instanceof z.ZodType)) return null;
  const decoded = z.safeDecode(schema, json);
  return decoded.success ? null : `answered ${status} outside its documented schema: ${decoded.error.message.slice(0, 300)}`;
}

async function send(method: string, request: FuzzRequest): Promise<{ status: number; contentType: string; payload: string }> {
  const client = clients.get(request.caller)!;
  const headers: Record<string, string> = { 'user-agent': 'fuzz', ...(client.cookie ? { cookie: client.cookie } : {}), ...(client.csrf && method !== 'GET' ? { 'x-csrf-token': client.csrf } : {}) };
  const { body } = request;
  if (body.kind === 'json') headers['content-type'] = 'application/json';
  if (body.kind === 'multipart') headers['content-type'] = body.contentType;
  Object.assign(headers, request.headers);
  const response = await t.app.inject({
    method: method as 'GET',
    url: request.path + request.query,
    headers,
    ...(body.kind === 'json' ? { payload: body.text } : body.kind === 'multipart' ? { payload: body.payload } : {}),
  });
  return { status: response.statusCode, contentType: String(response.headers['content-type'] ?? ''), payload: response.body };
}

describe('the API under fuzzing', () => {
  it('answers every generated request without a 5xx and within its documented schemas', { timeout: 60 * 60_000 }, async () => {
    const failures: Failure[] = [];
    let operations = 0;
    let requests = 0;
    const undocumented = new Set<string>();
    for (const [template, item] of Object.entries(spec.paths)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        const url = template.replace(/\{([^}]+)\}/g, ':$1');
        const key = `${method.toUpperCase()} ${url}`;
        if (SKIPPED.has(key) || (ONLY && !ONLY.test(key))) continue;
        operations += 1;
        const route = routes.get(key);
        const parameters = (operation.parameters ?? []).map((p) => ({ ...p, schema: p.schema && resolve(p.schema) }));
        const arbitrary = fc.record({
          caller: fc.constantFrom<FuzzRequest['caller']>('admin', 'admin', 'user'),
          path: pathArbitrary(template, parameters),
          query: queryArbitrary(parameters),
          headers: headersArbitrary,
          body: bodyArbitrary(operation, route, method),
        });
        const started = Date.now();
        const result = await fc.check(
          fc.asyncProperty(arbitrary, async (request) => {
            requests += 1;
            const response = await send(method.toUpperCase(), request);
            if (!operation.responses?.[String(response.status)]) undocumented.add(`${key} → ${response.status}`);
            const reason = checkResponse(operation, route, response.status, response.contentType, response.payload);
            if (reason) throw new Error(reason);
          }),
          { numRuns: inputless(operation, route) ? Math.min(RUNS, INPUTLESS_RUNS) : RUNS, seed: SEED, endOnFailure: process.env.FUZZ_SHRINK !== '1' },
        );
        const seconds = (Date.now() - started) / 1000;
        if (seconds > 5) console.log(`slow: ${key} took ${seconds.toFixed(1)} s`);
        if (result.failed) {
          const request = result.counterexample?.[0] as FuzzRequest;
          const reason = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
          failures.push({ operation: key, reason, request });
          console.log(`✖ ${key}: ${reason}\n  seed ${result.seed} path ${String(result.counterexamplePath)}\n  ${JSON.stringify(request).slice(0, 400)}`);
        }
      }
    }
    if (undocumented.size) console.log(`statuses the document does not list (not failures):\n  ${[...undocumented].sort().join('\n  ')}`);
    console.log(`fuzz: ${operations} operations, ${requests} requests, ${failures.length} failing operations (seed ${SEED})`);
    if (!ONLY) expect(operations).toBeGreaterThan(50);
    expect(failures.map((f) => `${f.operation}: ${f.reason}`)).toEqual([]);
  });
});
