#!/usr/bin/env bash
# npm ci under the Node that the project runs on (the `node` devDependency's version, from the npm registry), so
# npm checks the packages' engines against Node 24 and not against an older Node that only runs npm itself.
# `npm exec` puts that Node first on PATH and npm's own `#!/usr/bin/env node` then starts on it.
set -euo pipefail
cd "$(dirname "$0")/.."
version=$(node -p "require('./package.json').devDependencies.node")
exec npm exec --yes --package="node@$version" -- npm ci "$@"
