import type { FastifyReply, FastifyRequest } from 'fastify';

/** Proxies drop idle connections after a minute or so; a comment line well within that keeps the stream open. */
export const HEARTBEAT_MS = 25_000;
/** How long the browser waits before reconnecting (the `retry` field). */
const RETRY_MS = 3_000;
/** A client this far behind is cut off; it reconnects and catches up from its Last-Event-ID. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** One open text/event-stream response. */
export class SseConnection {
  private timer: NodeJS.Timeout;
  private closed = false;
  private readonly closeHandlers: (() => void)[] = [];

  private constructor(private readonly reply: FastifyReply, onHeartbeat: () => void) {
    this.timer = setInterval(() => {
      this.write(': heartbeat\n\n');
      onHeartbeat();
    }, HEARTBEAT_MS);
    this.timer.unref();
  }

  /** Takes the response over from fastify and starts the stream. */
  static open(request: FastifyRequest, reply: FastifyReply, onHeartbeat: () => void = () => undefined): SseConnection {
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx and similar would otherwise buffer the stream.
      'x-accel-buffering': 'no',
    });
    const connection = new SseConnection(reply, onHeartbeat);
    connection.write(`retry: ${RETRY_MS}\n\n`);
    request.raw.on('close', () => connection.close());
    return connection;
  }

  get isOpen(): boolean {
    return !this.closed;
  }

  onClose(handler: () => void): void {
    if (this.closed) handler();
    else this.closeHandlers.push(handler);
  }

  send(event: string, data: unknown, id?: number): void {
    const lines = [`event: ${event}`, ...(id === undefined ? [] : [`id: ${id}`]), `data: ${JSON.stringify(data)}`];
    this.write(`${lines.join('\n')}\n\n`);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.timer);
    if (!this.reply.raw.writableEnded) this.reply.raw.end();
    for (const handler of this.closeHandlers.splice(0)) handler();
  }

  private write(chunk: string): void {
    if (this.closed) return;
    if (this.reply.raw.writableLength > MAX_BUFFERED_BYTES) {
      this.close();
      return;
    }
    this.reply.raw.write(chunk);
  }
}
