import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { PinnedAddress } from '../repositories/address-policy.ts';

/** How much of a receiver's answer is kept with the attempt. */
export const RESPONSE_EXCERPT_BYTES = 1024;

export type SendResult = { latencyMs: number } & ({ statusCode: number; excerpt: string } | { error: string });

/**
 * POSTs the body to the URL, connecting only to the pinned address (a name that resolves elsewhere a moment later
 * changes nothing; TLS still checks the host's certificate). No redirect is followed; the whole exchange ends after
 * `timeoutMs`, and only the first kilobyte of the answer is read.
 */
export function sendWebhook(url: string, pinned: PinnedAddress, body: string, headers: Record<string, string>, timeoutMs: number): Promise<SendResult> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      url,
      { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, lookup, signal: AbortSignal.timeout(timeoutMs) },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => resolve({ latencyMs: latency(), statusCode: response.statusCode ?? 0, excerpt: Buffer.concat(chunks).subarray(0, RESPONSE_EXCERPT_BYTES).toString('utf8') });
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          // Enough read: the rest of a large answer is not waited for.
          if (size >= RESPONSE_EXCERPT_BYTES) {
            response.destroy();
            done();
          }
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    request.on('error', (error) => resolve({ latencyMs: latency(), error: error.name === 'AbortError' || error.name === 'TimeoutError' ? `No answer within ${timeoutMs / 1000} s` : error.message }));
    request.end(body);
  });
}
