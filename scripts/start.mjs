// npm start: build the web app and the server if needed, install LibreOffice if missing (as root), then run the
// compiled server in this process (it migrates and, on an empty database, seeds). In-process, so the process npm
// start leaves is the server itself: its SIGTERM drains and stops it (main.ts).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServerBuild, SERVER_MAIN } from './server-build.mjs';
import { ROOT, ensureWebBuild } from './web-build.mjs';

ensureWebBuild();
await ensureServerBuild();
// LibreOffice for the PDF renditions of Word versions: installed when missing and possible; optional otherwise.
spawnSync('bash', [path.join(ROOT, 'scripts/ensure-libreoffice.sh'), '--optional'], { cwd: ROOT, stdio: 'inherit' });
await import(pathToFileURL(SERVER_MAIN).href);
