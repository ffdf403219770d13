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

  return {
    status: response.status,
    received,
    next: (match = () => true, timeoutMs = 5_000) =>
      new Promise<SseEvent>((resolve, reject) => {
        const check = () => {
          while (consumed < received.length) {
            const candidate = received[consumed++]!;
            if (match(candidate)) {
              waiters.delete(check);
              clearTimeout(timer);
              resolve(candidate);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; received ${JSON.stringify(received)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    find: (match, timeoutMs = 5_000) =>
      new Promise<SseEvent>((resolve, reject) => {
        const check = () => {
          const found = received.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; received ${JSON.stringify(received)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    ended: (timeoutMs = 5_000) =>
      new Promise<boolean>((resolve) => {
        const check = () => {
          if (!endedByServer) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(true);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          resolve(false);
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: () => controller.abort(),
  };
}
