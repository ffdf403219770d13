import { readAnchors, type ExternalAnchor } from './verify/anchors.ts';
import { report, verifyEvidenceFile } from './verify/verify-file.ts';

/**
 * `npx attest-verify <file>…`: checks Attest evidence files offline, no server or database: an audit-trail export
 * (GET /api/audit/export.json) or a signature export (GET /api/signatures/{id}/evidence); an audit-trail export is also
 * held against heads recorded outside the installation. Exit code 0 when every file passes, 1 when any check fails,
 * 2 on wrong usage.
 */
const USAGE = `Usage: npx attest-verify <export.json> [more files] [--anchor SEQ:SEAL]… [--anchor-file FILE]…

Verifies an Attest audit-trail export or signature export offline. Anchors are heads of the trail kept outside the
installation: --anchor takes an event number and its seal (from a filed audit-trail review, say), --anchor-file a
checkpoint the external witness received or a backup's manifest.json.
`;
const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  process.stdout.write(USAGE);
  process.exit(0);
}
let parsed: { anchors: ExternalAnchor[]; files: string[] };
try {
  parsed = await readAnchors(args);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n\n${USAGE}`);
  process.exit(2);
}
if (parsed.files.length === 0) {
  process.stdout.write(USAGE);
  process.exit(2);
}
let allOk = true;
for (const file of parsed.files) {
  const { text, ok } = report(file, await verifyEvidenceFile(file, parsed.anchors));
  process.stdout.write(text);
  allOk &&= ok;
}
process.exit(allOk ? 0 : 1);
