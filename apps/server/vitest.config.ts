import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The fuzzer runs on its own (npm run test:fuzz, test/fuzz/vitest.config.ts).
    exclude: [...configDefaults.exclude, 'test/fuzz/**'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: more workers only queue on PGlite start-up. Its own group, after the pure unit tests.
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
  },
});
