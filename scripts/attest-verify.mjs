#!/usr/bin/env node
// `npx attest-verify <file>`: plain node, with the repository's TypeScript loaded through tsx (no build, no server).
import { register } from 'tsx/esm/api';

register();
await import('../apps/server/src/cli/attest-verify.ts');
