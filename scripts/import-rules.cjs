// The server's layers and the import rules between them, for .dependency-cruiser.cjs and its tests.

/** Server layers, lowest first: a module's folder (or file) → layer. */
const LAYERS = [
  { name: 'platform', paths: ['platform/', 'config\\.ts$', 'version\\.ts$'] },
  { name: 'core', paths: ['core/', 'modules/audit/', 'modules/preferences/', 'modules/notifications/'] },
  { name: 'records', paths: ['modules/users/', 'modules/auth/', 'modules/two-factor/', 'modules/sso/', 'modules/reference/', 'modules/files/', 'modules/documents/'] },
  { name: 'lifecycle', paths: ['modules/workflow/', 'modules/signatures/', 'modules/conditions/', 'modules/renditions/'] },
  {
    name: 'features',
    paths: [
      'modules/acknowledgements/', 'modules/training/', 'modules/copies/', 'modules/cart/', 'modules/notes/', 'modules/periodic-reviews/',
      'modules/retention/', 'modules/repositories/', 'modules/backups/', 'modules/audit-reviews/', 'modules/setting-changes/',
      'modules/validation/', 'modules/diagnostics/', 'modules/audit-log/', 'modules/translations/', 'modules/scim/',
      'modules/webhooks/', 'modules/lms/',
    ],
  },
  { name: 'read-models', paths: ['modules/dashboard/', 'modules/search/', 'modules/document-page/', 'modules/system/'] },
  { name: 'http', paths: ['http/', 'main\\.ts$', 'cli/', 'seed/'] },
];

/** A route file is its module's HTTP edge: it sits on its module's layer, and only the app's composition imports it. */
const ROUTES = '\\.routes\\.ts$';

/** The server's rules for a source root (a regex prefix); the tests apply them to fixtures under another root. */
function serverRules(root) {
  const pathOf = (layer) => `${root}(${layer.paths.join('|')})`;
  const upwardImports = LAYERS.slice(0, -1).map((layer, index) => ({
    name: `layer-${layer.name}`,
    comment: `The ${layer.name} layer imports only from itself and the layers below (${LAYERS.slice(0, index + 1)
      .map((below) => below.name)
      .join(', ')}).`,
    severity: 'error',
    from: { path: pathOf(layer) },
    to: { path: LAYERS.slice(index + 1).map(pathOf) },
  }));
  return [
    ...upwardImports,
    {
      name: 'routes-only-from-composition',
      comment: 'Route files are the HTTP edge: only the app (http/) registers them, no service or repo imports one.',
      severity: 'error',
      from: { path: root, pathNot: `${root}http/|${ROUTES}` },
      to: { path: `${root}.+${ROUTES}` },
    },
  ];
}

module.exports = { LAYERS, serverRules };
