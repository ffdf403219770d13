import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };

/** The product version, from the root package.json. */
export const APP_VERSION = pkg.version;
