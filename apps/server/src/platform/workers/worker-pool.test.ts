import { afterAll, describe, expect, it } from 'vitest';
import { createWorkerPool, workerFile, type WorkerPoolOptions } from './worker-pool.ts';

type Task = 'answer' | 'hoard' | 'spin';
const pools: { close(): Promise<void> }[] = [];
function pool(options: Partial<WorkerPoolOptions>) {
  const created = createWorkerPool<Task, string>(new URL('./greedy.fixture.ts', import.meta.url), { name: 'greedy fixture', maxThreads: 1, idleTimeoutMs: 10_000, ...options });
  pools.push(created);
  return created;
}
afterAll(() => Promise.all(pools.map((p) => p.close())));

describe('createWorkerPool', () => {
  // Filling 32 MB heaps until V8 gives up takes seconds on a loaded machine; the outcome is what is asserted.
  it('fails a task that exhausts its thread’s memory with ERR_WORKER_OUT_OF_MEMORY, and carries on with a new thread', async () => {
    const small = pool({ resourceLimits: { maxOldGenerationSizeMb: 32 } });
    const rssBefore = process.memoryUsage().rss;
    await expect(small.run('hoard')).rejects.toMatchObject({ code: 'ERR_WORKER_OUT_OF_MEMORY' });
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
    await expect(small.run('answer')).resolves.toBe('answered');
  }, 90_000);

  it('aborts a task past its time limit, and carries on with a new thread', async () => {
    const hasty = pool({ taskTimeoutMs: 1500 });
    await expect(hasty.run('spin')).rejects.toMatchObject({ name: 'AbortError' });
    await expect(hasty.run('answer')).resolves.toBe('answered');
  });
});

describe('workerFile', () => {
  const source = new URL('file:///srv/src/attest/apps/server/src/modules/files/text-extraction.worker.ts');
  it('keeps the TypeScript source under tsx', () => {
    expect(workerFile(source, false).href).toBe(source.href);
  });
  it('names the compiled entry point in apps/server/dist when the server runs compiled', () => {
    expect(workerFile(source, true).href).toBe('file:///srv/src/attest/apps/server/dist/text-extraction.worker.js');
  });
});
