// The import rules `npm run lint` enforces (ARCHITECTURE.md, "Layers"). Each server module sits on one layer and
// imports only from its own layer or below; route files are the HTTP edge, which only the app's composition imports;
// nothing may form a cycle; a web feature imports no other feature. Violations that existed when the rules came in
// are listed in .dependency-cruiser-known-violations.json and shrink as they are fixed; a new one fails lint.

const { serverRules } = require('./scripts/import-rules.cjs');

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles: a cycle makes the order of start-up and the meaning of a layer undefined.',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
    ...serverRules('^apps/server/src/'),
    {
      name: 'no-cross-feature-web',
      comment: 'A web feature imports no other feature; shared pieces live in components/ and lib/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
  ],
  options: {
    includeOnly: '^(apps/(server|web)/src|packages/domain/src)/',
    exclude: { path: '\\.test\\.tsx?$|/test/' },
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
