import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The shared corpus of real .docx and .pdf files: beside the checkout (../shared/corpus), as on every developer's
 * machine and in CI; ATTEST_CORPUS overrides it.
 */
export const CORPUS = process.env.ATTEST_CORPUS ?? path.resolve(import.meta.dirname, '../../../../shared/corpus');

if (!existsSync(CORPUS)) throw new Error(`The test corpus is missing at ${CORPUS}; set ATTEST_CORPUS`);
