import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The API fuzzer (npm run test:fuzz): apps/server's own project leaves it out; it runs alone, in one worker.
export default defineConfig({
  root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'),
  test: {
    name: 'fuzz',
    include: ['test/fuzz/**/*.fuzz.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60 * 60_000,
    hookTimeout: 120_000,
    maxWorkers: 1,
  },
});
