// npm start: build the web app if needed, then run the server (it migrates and, on an empty database, seeds).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, ensureWebBuild } from './web-build.mjs';

ensureWebBuild();
const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
