import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_NAMES } from '@attest/domain';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

describe('the job names the web offers', () => {
  it('are exactly the jobs the server registers, so the jobs filter misses none', () => {
    expect([...t.app.jobs.registeredNames()].sort()).toEqual([...JOB_NAMES].sort());
  });
});
