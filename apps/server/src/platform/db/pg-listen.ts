import pg from 'pg';

export interface Listener {
  onPayload(payload: string): void;
  /** Called each time the LISTEN is (re)established: whatever was announced while it was down was missed. */
  onListening?(): void;
  onError?(error: unknown): void;
}

const RETRY_MIN_MS = 500;
// A few seconds at most: once the database is back, streams must learn of changes again promptly (the database restart drill).
const RETRY_MAX_MS = 5_000;

/**
 * LISTEN on its own connection (a pooled one would be handed to queries and lose the subscription). When the
 * connection drops it reconnects with backoff and re-subscribes. The returned function stops it for good.
 */
export async function listenPostgres(url: string, channel: string, listener: Listener): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let delay = RETRY_MIN_MS;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) listener.onPayload(message.payload);
    });
    next.on('error', (error) => {
      listener.onError?.(error);
      scheduleReconnect(next);
    });
    next.on('end', () => scheduleReconnect(next));
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    delay = RETRY_MIN_MS;
    listener.onListening?.();
  };

  const scheduleReconnect = (failed: pg.Client) => {
    if (stopped || client !== failed || retryTimer) return;
    client = undefined;
    failed.end().catch(() => undefined);
    const attempt = () => {
      retryTimer = undefined;
      if (stopped) return;
      connect().catch((error: unknown) => {
        listener.onError?.(error);
        delay = Math.min(delay * 2, RETRY_MAX_MS);
        retryTimer = setTimeout(attempt, delay);
        retryTimer.unref();
      });
    };
    retryTimer = setTimeout(attempt, delay);
    retryTimer.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    const current = client;
    client = undefined;
    await current?.end().catch(() => undefined);
  };
}
