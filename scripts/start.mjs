// npm start: build the web app if needed, install LibreOffice if missing (as root), then run the server (it migrates
// and, on an empty database, seeds).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, ensureWebBuild } from './web-build.mjs';

ensureWebBuild();
// LibreOffice for the PDF renditions of Word versions: installed when missing and possible; optional otherwise.
spawnSync('bash', [path.join(ROOT, 'scripts/ensure-libreoffice.sh'), '--optional'], { cwd: ROOT, stdio: 'inherit' });
const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
