import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/migrations/**', 'e2e/.artifacts/**', 'playwright-report/**', 'test-results/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: { allowDefaultProject: ['*.js', '.dependency-cruiser.cjs', 'vitest.config.ts', 'scripts/*.mjs', 'scripts/*.cjs'] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      // Fastify handlers and plugins are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // One place decides how long a toast stays: pages import it from @/lib/toast.
      'no-restricted-imports': ['error', { paths: [{ name: 'sonner', importNames: ['toast'], message: "Import { toast } from '@/lib/toast'." }] }],
    },
  },
  // The toast module itself, and the sign-in pages' deferred copy (it may not load sonner before they show).
  { files: ['apps/web/src/lib/toast.ts', 'apps/web/src/lib/deferred-toast.ts'], rules: { 'no-restricted-imports': 'off' } },
  // One clock on the server: "now" comes from the injected clock, so a TestClock moves every record.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/test/**', 'apps/server/src/platform/clock.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Take "now" from the injected clock (platform/clock.ts) or the request (request.now), not new Date().' },
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Take "now" from the injected clock (platform/clock.ts), not Date.now(); measure elapsed time with performance.now().' },
      ],
    },
  },
  // Route files are the HTTP edge: rules in services, SQL in repos, audit events with the change they record, in its
  // transaction. No route file is exempt.
  {
    files: ['apps/server/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Route files run no queries: call a service or a repo.' }],
          patterns: [
            { group: ['**/platform/db/schema/*'], message: 'Route files run no queries: call a service or a repo.' },
            { group: ['**/audit/audit.repo.ts'], message: 'Route files write no audit events: the service that makes the change writes it, in its transaction.' },
          ],
        },
      ],
    },
  },
  { files: ['**/*.js', '**/*.mjs', '**/*.cjs'], ...tseslint.configs.disableTypeChecked },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
