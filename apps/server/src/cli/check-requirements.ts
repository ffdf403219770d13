import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { REQUIREMENTS } from '@attest/domain';
import { checkRequirements } from '../modules/validation/requirements-check.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * npm run check:requirements [-- --list]: fails (exit 1) when a catalogued requirement has no test or a test names an
 * unknown requirement; prints the counts, and with --list every requirement with the tests that prove it.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { list: { type: 'boolean', default: false } } });
  const check = await checkRequirements(ROOT);
  if (values.list) {
    for (const requirement of REQUIREMENTS) {
      console.log(`${requirement.id} [${requirement.risk}] ${requirement.title}`);
      for (const test of check.result.testsById.get(requirement.id) ?? []) console.log(`    ${test}`);
    }
  }
  for (const line of check.lines) (line.startsWith('✖') ? console.error : console.log)(line);
  process.exitCode = check.ok ? 0 : 1;
}

await main();
