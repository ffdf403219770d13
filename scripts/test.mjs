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

// TEST_RESULTS_DIR (CI sets it): each runner also writes a JSON report there, which `npm run validation-report --
// --from <dir>` turns into the validation report without running the tests again.
const results = process.env.TEST_RESULTS_DIR ? path.resolve(process.env.TEST_RESULTS_DIR) : null;
const vitestReports = results ? ['--reporter=default', '--reporter=json', `--outputFile.json=${path.join(results, 'vitest.json')}`] : [];
const playwrightReports = results ? ['--reporter=list,json'] : [];
if (results) process.env.PLAYWRIGHT_JSON_OUTPUT_FILE = path.join(results, 'e2e.json');

step('LibreOffice for the rendition tests', 'bash', [path.join(ROOT, 'scripts/ensure-libreoffice.sh')]);
step('Unit and API tests', 'npx', ['vitest', 'run', ...vitestReports]);
step('Chromium for the browser tests', 'bash', [path.join(ROOT, 'scripts/ensure-chromium.sh')]);
step('Browser journeys', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...playwrightReports]);
console.log('\n✔ All tests passed');
