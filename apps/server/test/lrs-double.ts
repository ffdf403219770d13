import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';

/**
 * A minimal Learning Record Store on 127.0.0.1 for tests: GET /xapi/about and POST /xapi/statements, checking each
 * statement against the xAPI 1.0.3 rules that matter here (xAPI-Data §2.2–2.4, xAPI-Communication §1.1–1.3), and
 * answering 400 with the problems otherwise. A statement id seen before with the same content is accepted and ignored;
 * with other content it is a 409, as the specification says.
 */
export interface LrsDouble {
  endpoint: string;
  /** Statements accepted, in order (a repeat of the same id is not added again). */
  statements: Record<string, unknown>[];
  /** Every request refused, with why. */
  refused: { status: number; problems: string[] }[];
  /** Down: every connection is dropped without an answer. */
  down: boolean;
  close(): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
/** ISO 8601 date and time with a time zone (xAPI-Data §4.5). */
const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$/;
const LANGUAGE_TAG = /^[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*$/;
const STATEMENT_KEYS = new Set(['id', 'actor', 'verb', 'object', 'result', 'context', 'timestamp', 'stored', 'authority', 'version', 'attachments']);
const IFIS = ['mbox', 'mbox_sha1sum', 'openid', 'account'] as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isIri = (value: unknown): boolean => {
  if (typeof value !== 'string' || !/^[a-z][a-z0-9+.-]*:/i.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
};
const languageMapProblems = (value: unknown, where: string): string[] =>
  !isObject(value) || Object.keys(value).length === 0
    ? [`${where} is not a language map`]
    : Object.entries(value).flatMap(([tag, text]) => (LANGUAGE_TAG.test(tag) && typeof text === 'string' ? [] : [`${where} has a bad entry "${tag}"`]));

/** Problems with one statement, by the xAPI 1.0.3 rules; none when valid. */
export function statementProblems(statement: unknown): string[] {
  if (!isObject(statement)) return ['the statement is not an object'];
  const problems: string[] = [];
  for (const key of Object.keys(statement)) if (!STATEMENT_KEYS.has(key)) problems.push(`unknown property "${key}"`);
  if (typeof statement.id !== 'string' || !UUID.test(statement.id)) problems.push('id is not a UUID');
  const { actor, verb, object, result, timestamp } = statement;
  if (!isObject(actor)) problems.push('actor is missing');
  else {
    if (actor.objectType !== undefined && actor.objectType !== 'Agent') problems.push('actor.objectType is not Agent');
    const ifis = IFIS.filter((k) => actor[k] !== undefined);
    if (ifis.length !== 1) problems.push(`actor has ${ifis.length} inverse functional identifiers, not exactly one`);
    if (actor.mbox !== undefined && (typeof actor.mbox !== 'string' || !/^mailto:[^@\s]+@[^@\s]+$/.test(actor.mbox))) problems.push('actor.mbox is not a mailto: IRI');
    if (actor.name !== undefined && typeof actor.name !== 'string') problems.push('actor.name is not a string');
  }
  if (!isObject(verb)) problems.push('verb is missing');
  else {
    if (!isIri(verb.id)) problems.push('verb.id is not an IRI');
    problems.push(...languageMapProblems(verb.display, 'verb.display'));
  }
  if (!isObject(object)) problems.push('object is missing');
  else {
    if (object.objectType !== undefined && object.objectType !== 'Activity') problems.push('object.objectType is not Activity');
    if (!isIri(object.id)) problems.push('object.id is not an IRI');
    const definition = object.definition;
    if (definition !== undefined) {
      if (!isObject(definition)) problems.push('object.definition is not an object');
      else {
        if (definition.name !== undefined) problems.push(...languageMapProblems(definition.name, 'object.definition.name'));
        if (definition.type !== undefined && !isIri(definition.type)) problems.push('object.definition.type is not an IRI');
      }
    }
  }
  if (result !== undefined) {
    if (!isObject(result)) problems.push('result is not an object');
    else {
      for (const flag of ['success', 'completion'] as const) if (result[flag] !== undefined && typeof result[flag] !== 'boolean') problems.push(`result.${flag} is not a boolean`);
      const score = result.score;
      if (score !== undefined) {
        if (!isObject(score)) problems.push('result.score is not an object');
        else {
          const { scaled, raw, min, max } = score;
          if (scaled !== undefined && (typeof scaled !== 'number' || scaled < -1 || scaled > 1)) problems.push('result.score.scaled is not within [-1, 1]');
          if (typeof min === 'number' && typeof max === 'number' && min > max) problems.push('result.score.min is above max');
          if (raw !== undefined && (typeof raw !== 'number' || (typeof min === 'number' && raw < min) || (typeof max === 'number' && raw > max))) problems.push('result.score.raw is not within [min, max]');
        }
      }
    }
  }
  if (timestamp !== undefined && (typeof timestamp !== 'string' || !ISO_8601.test(timestamp) || Number.isNaN(Date.parse(timestamp)))) problems.push('timestamp is not ISO 8601 with a time zone');
  return problems;
}

export async function startLrsDouble(credentials: { username: string; key: string }): Promise<LrsDouble> {
  const byId = new Map<string, Record<string, unknown>>();
  const expectedAuth = `Basic ${Buffer.from(`${credentials.username}:${credentials.key}`).toString('base64')}`;
  const state: LrsDouble = { endpoint: '', statements: [], refused: [], down: false, close: async () => {} };
  const answer = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'Content-Type': 'application/json', 'X-Experience-API-Version': '1.0.3' });
    response.end(JSON.stringify(body));
  };
  const refuse = (response: http.ServerResponse, status: number, problems: string[]) => {
    state.refused.push({ status, problems });
    answer(response, status, { error: problems.join('; ') });
  };
  const server = http.createServer((request, response) => {
    if (state.down) return request.socket.destroy();
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'GET' && request.url?.startsWith('/xapi/about')) return answer(response, 200, { version: ['1.0.3'] });
      if (request.method !== 'POST' || request.url !== '/xapi/statements') return refuse(response, 404, [`no resource ${request.method} ${request.url}`]);
      if (request.headers.authorization !== expectedAuth) return refuse(response, 401, ['not the Basic credentials issued']);
      if (request.headers['x-experience-api-version'] !== '1.0.3') return refuse(response, 400, ['X-Experience-API-Version is not 1.0.3']);
      if (!request.headers['content-type']?.startsWith('application/json')) return refuse(response, 400, ['Content-Type is not application/json']);
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return refuse(response, 400, ['the body is not JSON']);
      }
      const batch = Array.isArray(body) ? body : [body];
      const problems = batch.flatMap((s, i) => statementProblems(s).map((p) => (batch.length > 1 ? `#${i}: ${p}` : p)));
      if (problems.length) return refuse(response, 400, problems);
      const statements = batch as Record<string, unknown>[];
      for (const s of statements) {
        const seen = byId.get(s.id as string);
        if (seen && !isDeepStrictEqual(seen, s)) return refuse(response, 409, [`statement ${String(s.id)} exists with other content`]);
      }
      for (const s of statements) {
        if (byId.has(s.id as string)) continue;
        byId.set(s.id as string, s);
        state.statements.push(s);
      }
      answer(response, 200, statements.map((s) => s.id));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.endpoint = `http://127.0.0.1:${port}/xapi/`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
