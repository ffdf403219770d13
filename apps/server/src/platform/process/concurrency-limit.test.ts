import { describe, expect, it } from 'vitest';
import { ConcurrencyLimit, LimitBusy } from './concurrency-limit.ts';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('ConcurrencyLimit', () => {
  it('reads an adjustable limit at each acquire: raising it lets newcomers in, lowering it waits for holders to leave', async () => {
    let max = 1;
    const limit = new ConcurrencyLimit(() => Promise.resolve(max));
    const entered: string[] = [];
    const enter = (name: string) => limit.acquire().then((release) => (entered.push(name), release));
    const first = await enter('first');
    const second = enter('second');
    await tick();
    expect(entered).toEqual(['first']);
    max = 2;
    const third = await enter('third');
    first();
    await second;
    expect(entered).toEqual(['first', 'third', 'second']);
    max = 1;
    const fourth = enter('fourth');
    await tick();
    third();
    await tick();
    // Still one holder (second) at a limit of one: fourth waits for it.
    expect(entered).not.toContain('fourth');
    (await second)();
    (await fourth)();
    expect(entered.at(-1)).toBe('fourth');
    expect(limit.pending).toBe(0);
  });

  it('refuses with LimitBusy rather than queue behind maxWaiting others', async () => {
    const limit = new ConcurrencyLimit(1);
    const held = await limit.acquire();
    const waiting = limit.acquire({ maxWaiting: 1 });
    await expect(limit.acquire({ maxWaiting: 1 })).rejects.toBeInstanceOf(LimitBusy);
    // Without a bound, a caller (a rendition job) still queues.
    const unbounded = limit.acquire();
    await tick();
    expect(limit.pending).toBe(2);
    held();
    (await waiting)();
    (await unbounded)();
  });
});
