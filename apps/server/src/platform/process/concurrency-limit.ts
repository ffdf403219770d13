/** A caller would have had to wait while too many others already wait. */
export class LimitBusy extends Error {
  override name = 'LimitBusy';
}

/**
 * At most `max` holders at once; the others wait in arrival order. `max` may be a setting read at each acquire (an
 * administrator's preference): a higher value lets newcomers in at once, a lower one takes effect as holders leave.
 */
export class ConcurrencyLimit {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly max: () => Promise<number>;
  /** The limit as last read: releases go by it. */
  private current = 1;

  constructor(max: number | (() => Promise<number>)) {
    if (typeof max === 'number') {
      if (!Number.isInteger(max) || max < 1) throw new Error(`A concurrency limit is a positive integer: ${max}`);
      this.max = () => Promise.resolve(max);
    } else this.max = max;
  }

  /**
   * Resolves with a release function once a slot is free; call it exactly once. With `maxWaiting`, refuses with
   * LimitBusy instead of queueing behind that many waiters.
   */
  async acquire(options: { maxWaiting?: number } = {}): Promise<() => void> {
    this.current = Math.max(1, await this.max());
    if (this.active < this.current) this.active += 1;
    else if (options.maxWaiting !== undefined && this.waiting.length >= options.maxWaiting) throw new LimitBusy(`${this.waiting.length} already waiting`);
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.active -= 1;
      // Waiters are let in here, counted before they run, so a newcomer cannot take their slot in between.
      while (this.waiting.length && this.active < this.current) {
        this.active += 1;
        this.waiting.shift()!();
      }
    };
  }

  async run<T>(fn: () => Promise<T>, options: { maxWaiting?: number } = {}): Promise<T> {
    const release = await this.acquire(options);
    try {
      return await fn();
    } finally {
      release();
    }
  }

  get pending(): number {
    return this.waiting.length;
  }
}
