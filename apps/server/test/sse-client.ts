export interface SseEvent {
  event: string;
  id: string | undefined;
  data: unknown;
}

export interface SseStream {
  status: number;
  /** The next event (already received or arriving) that matches, within the timeout. */
  next(match?: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Any event received on this stream (earlier or arriving) that matches: for events whose order is not fixed. */
  find(match: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Every event received so far. */
  received: SseEvent[];
  /** Whether the server has ended the stream, waiting at most `timeoutMs` for it to. */
  ended(timeoutMs?: number): Promise<boolean>;
  close(): void;
}

function parseFrame(frame: string): SseEvent | undefined {
  let event = 'message';
  let id: string | undefined;
  const data: string[] = [];
  for (const line of frame.split('\n')) {
    if (line.startsWith(':')) continue;
    const [field, ...rest] = line.split(':');
    const value = rest.join(':').replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'id') id = value;
    else if (field === 'data') data.push(value);
  }
  if (data.length === 0) return undefined;
  return { event, id, data: JSON.parse(data.join('\n')) as unknown };
}

/** A minimal EventSource over fetch, so tests can send the session cookie and Last-Event-ID themselves. */
export async function openSse(url: string, headers: Record<string, string>): Promise<SseStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const received: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let consumed = 0;
  let endedByServer = false;

  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) {
            endedByServer = true;
            for (const wake of waiters) wake();
            return;
          }
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const parsed = parseFrame(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            if (parsed) received.push(parsed);
          }
          for (const wake of waiters) wake();
        }
      } catch {
        // Aborted by close().
      }
    })();
  }

  /**
   * Resolves with what `probe` finds, re-probing whenever the stream moves; after `timeoutMs` resolves with
   * `onTimeout()` or rejects with what was received.
   */
  const waitFor = <T>(probe: () => T | undefined, timeoutMs: number, onTimeout?: () => T) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const found = probe();
        if (found === undefined) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        if (onTimeout) resolve(onTimeout());
        else reject(new Error(`no matching event within ${timeoutMs} ms; received ${JSON.stringify(received)}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });

  return {
    status: response.status,
    received,
    next: (match = () => true, timeoutMs = 5_000) =>
      waitFor(() => {
        while (consumed < received.length) {
          const candidate = received[consumed++]!;
          if (match(candidate)) return candidate;
        }
        return undefined;
      }, timeoutMs),
    find: (match, timeoutMs = 5_000) => waitFor(() => received.find(match), timeoutMs),
    ended: (timeoutMs = 5_000) => waitFor(() => (endedByServer ? true : undefined), timeoutMs, () => false),
    close: () => controller.abort(),
  };
}
