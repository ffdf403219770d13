import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real HTTP receiver on 127.0.0.1 for the webhook tests: records every POST and answers with `status`. */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  /**
   * delayMs holds each answer back (a slow receiver), and so does `held` until it settles (a receiver that answers
   * only when the test says so); answered counts the answers sent.
   */
  const state: { status: number; answer: string; delayMs: number; held: Promise<void> | null; answered: number } = { status: 200, answer: 'ok', delayMs: 0, held: null, answered: 0 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = () => {
        state.answered += 1;
        response.writeHead(state.status, { 'content-type': 'text/plain' }).end(state.answer);
      };
      setTimeout(() => void (state.held ?? Promise.resolve()).then(answer), state.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    state,
    /** The Standard Webhooks headers of a received request, as `Webhook.verify` takes them. */
    signatureHeaders: (hook: ReceivedWebhook) => ({
      'webhook-id': String(hook.headers['webhook-id']),
      'webhook-timestamp': String(hook.headers['webhook-timestamp']),
      'webhook-signature': String(hook.headers['webhook-signature']),
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
