import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import XAPI, { type Statement } from '@xapi/xapi';
import type { AddressPolicy, PinnedAddress } from '../repositories/address-policy.ts';
import { parseOutboundUrl } from '../repositories/outbound-url.ts';

/** The library's request function (its index does not export the type). */
type AdapterFunction = Extract<NonNullable<ConstructorParameters<typeof XAPI>[0]['adapter']>, (...args: never[]) => unknown>;

/** Where and as whom statements are sent (the key decrypted for this one call). */
export interface LrsAccess {
  endpoint: string;
  username: string;
  key: string;
}

/** How one call went: the LRS's HTTP status when it answered, and why it did not succeed. */
export interface LrsOutcome {
  status: number | null;
  error: string | null;
}

const ANSWER_MAX_BYTES = 64 * 1024;
const ERROR_MAX_CHARS = 1_000;

/** Answers the one address the policy checked, whatever the name resolves to a moment later (DNS rebinding). */
const pinnedLookup =
  (pinned: PinnedAddress): LookupFunction =>
  (_host, options, callback) => {
    if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };

class LrsHttpError extends Error {
  constructor(
    readonly status: number,
    body: string,
  ) {
    super(`The LRS answered ${status}${body ? `: ${body}` : ''}`);
  }
}

/**
 * The @xapi/xapi library's requests made by node:http to the pinned address, within a time limit, so an unreachable
 * or slow LRS costs a job attempt its timeout and nothing more.
 */
function pinnedAdapter(pinned: PinnedAddress, timeoutMs: number): AdapterFunction {
  return <T>({ url, method, headers, data }: { url: string; method: string; headers?: Record<string, string>; data?: unknown }) =>
    new Promise<{ data: T; headers: Record<string, string | string[] | undefined>; status: number }>((resolve, reject) => {
      const body = data === undefined ? undefined : JSON.stringify(data);
      const transport = url.startsWith('https:') ? https : http;
      const request = transport.request(
        url,
        { method, headers: { ...headers, ...(body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(body)) }) }, lookup: pinnedLookup(pinned), signal: AbortSignal.timeout(timeoutMs) },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size <= ANSWER_MAX_BYTES) chunks.push(chunk);
          });
          response.on('error', reject);
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const status = response.statusCode ?? 0;
            if (status < 200 || status >= 300) return reject(new LrsHttpError(status, text.slice(0, ERROR_MAX_CHARS)));
            let parsed: unknown = text;
            try {
              parsed = text ? JSON.parse(text) : '';
            } catch {
              // Not JSON: kept as text.
            }
            resolve({ data: parsed as T, headers: response.headers, status });
          });
        },
      );
      request.on('error', (error) => reject(error.name === 'AbortError' || error.name === 'TimeoutError' ? new Error(`The LRS did not answer within ${timeoutMs / 1000} s`) : error));
      request.end(body);
    });
}

const outcomeOf = (error: unknown): LrsOutcome => ({
  status: error instanceof LrsHttpError ? error.status : null,
  error: (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX_CHARS),
});

/** Why a call was not made: the endpoint was saved while LMS_ALLOW_HTTP allowed http://, which it no longer does. */
const HTTP_REFUSED = 'Not sent: the LRS endpoint must be an https:// address (LMS_ALLOW_HTTP is off).';

/** Talks xAPI 1.0.3 to an LRS through @xapi/xapi, to addresses the outbound policy allows, over https unless http is allowed. */
export class LrsClient {
  constructor(
    private readonly addresses: AddressPolicy,
    private readonly timeoutMs: number,
    private readonly allowHttp: boolean,
  ) {}

  private async xapi(lrs: LrsAccess): Promise<XAPI> {
    // Checked at each call, as the address is: the switch may have been turned off since the endpoint was saved.
    if (!(parseOutboundUrl(lrs.endpoint, this.allowHttp) instanceof URL)) throw new Error(HTTP_REFUSED);
    const pinned = await this.addresses.pin(lrs.endpoint);
    return new XAPI({ endpoint: lrs.endpoint, auth: XAPI.toBasicAuth(lrs.username, lrs.key), version: '1.0.3', adapter: pinnedAdapter(pinned, this.timeoutMs) });
  }

  /** POST {endpoint}/statements with the statement as stored. */
  async send(lrs: LrsAccess, statement: Statement): Promise<LrsOutcome> {
    try {
      const answer = await (await this.xapi(lrs)).sendStatement({ statement });
      return { status: answer.status, error: null };
    } catch (error) {
      return outcomeOf(error);
    }
  }

  /** GET {endpoint}/about: the LRS's xAPI versions. */
  async about(lrs: LrsAccess): Promise<LrsOutcome & { versions: string[] }> {
    try {
      const answer = await (await this.xapi(lrs)).getAbout();
      return { status: answer.status, error: null, versions: answer.data.version ?? [] };
    } catch (error) {
      return { ...outcomeOf(error), versions: [] };
    }
  }
}
