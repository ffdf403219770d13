// npm test: unit and API tests (vitest; the renditions need LibreOffice), then the browser journeys (Playwright on
// Debian's Chromium).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './web-build.mjs';

function step(title, command, args) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

step('LibreOffice for the rendition tests', 'bash', [path.join(ROOT, 'scripts/ensure-libreoffice.sh')]);
step('Unit and API tests', 'npx', ['vitest', 'run']);
step('Chromium for the browser tests', 'bash', [path.join(ROOT, 'scripts/ensure-chromium.sh')]);
step('Browser journeys', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
console.log('\n✔ All tests passed');
