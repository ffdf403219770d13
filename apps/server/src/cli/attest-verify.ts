import { report, verifyEvidenceFile } from './verify/verify-file.ts';

/**
 * `npx attest-verify <file>…`: checks Attest evidence files offline, no server or database: an audit-trail export
 * (GET /api/audit/export.json) or a signature export (GET /api/signatures/{id}/evidence). Exit code 0 when every file
 * passes, 1 when any check fails, 2 on wrong usage.
 */
const files = process.argv.slice(2);
if (files.length === 0 || files.includes('--help') || files.includes('-h')) {
  process.stdout.write('Usage: npx attest-verify <export.json> [more files]\n\nVerifies an Attest audit-trail export or signature export offline.\n');
  process.exit(files.length === 0 ? 2 : 0);
}
let allOk = true;
for (const file of files) {
  const { text, ok } = report(file, await verifyEvidenceFile(file));
  process.stdout.write(text);
  allOk &&= ok;
}
process.exit(allOk ? 0 : 1);
