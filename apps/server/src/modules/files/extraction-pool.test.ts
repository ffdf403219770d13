import { afterAll, describe, expect, it } from 'vitest';
import { closeExtractionPool, runExtraction, stoppedThread, TOO_DEMANDING_MESSAGE } from './extraction-pool.ts';

afterAll(() => closeExtractionPool());

describe('the extraction pool', () => {
  it('turns a thread stopped for memory or time into FILE_UNREADABLE for that file', () => {
    const outOfMemory = Object.assign(new Error('Worker terminated due to reaching memory limit'), { code: 'ERR_WORKER_OUT_OF_MEMORY' });
    const timedOut = Object.assign(new Error('The task has been aborted'), { name: 'AbortError' });
    for (const failure of [outOfMemory, timedOut]) {
      expect(stoppedThread(failure)).toMatchObject({ code: 'FILE_UNREADABLE', status: 415, message: TOO_DEMANDING_MESSAGE });
    }
  });

  it('passes on any other failure as it is: the server’s fault, not the file’s', () => {
    const broken = new Error('Cannot find module');
    expect(stoppedThread(broken)).toBe(broken);
  });

  it('answers a file the worker cannot read with FILE_UNREADABLE', async () => {
    await expect(runExtraction({ op: 'text', filePath: '/nonexistent/sop.docx', extension: '.docx' })).rejects.toMatchObject({ code: 'FILE_UNREADABLE' });
  });
});
