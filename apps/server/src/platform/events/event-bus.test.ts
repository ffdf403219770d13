import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { createEventBus } from './event-bus.ts';

const tx = {} as Db;

describe('createEventBus', () => {
  it('runs each subscriber once, in order, with the publisher’s transaction', async () => {
    const bus = createEventBus<{ happened: { n: number } }>();
    const seen: string[] = [];
    const first = async (t: Db, e: { n: number }) => void seen.push(`first ${e.n} ${t === tx}`);
    const second = async (_t: Db, e: { n: number }) => void seen.push(`second ${e.n}`);
    bus.on('happened', first);
    bus.on('happened', second);
    bus.on('happened', first);
    await bus.publish(tx, 'happened', { n: 1 });
    expect(seen).toEqual(['first 1 true', 'second 1']);
  });

  it('lets a failing subscriber fail the publish, so the transaction rolls back', async () => {
    const bus = createEventBus<{ happened: object }>();
    bus.on('happened', async () => {
      throw new Error('refused');
    });
    await expect(bus.publish(tx, 'happened', {})).rejects.toThrow('refused');
  });
});
