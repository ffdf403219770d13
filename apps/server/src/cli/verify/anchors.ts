import { readFile } from 'node:fs/promises';
import type { AuditTrailExport } from '@attest/domain';
import { fail, note, pass, type CheckLine } from './check-line.ts';

/** A head of the trail seen outside it: a witness's copy of a checkpoint, a backup manifest, a filed review's seal. */
export interface ExternalAnchor {
  seq: number;
  mac: string;
  /** Where it came from, as told to the reader. */
  source: string;
}

const SEAL = /^[0-9a-f]{64}$/;

function anchorOf(value: unknown, source: string): ExternalAnchor | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  // A witness's envelope, a checkpoint record, or a backup manifest's auditHead.
  const head = (record.checkpoint ?? record.auditHead ?? record) as Record<string, unknown>;
  const seq = Number(head.seq);
  const mac = typeof head.mac === 'string' ? head.mac : '';
  return Number.isInteger(seq) && seq > 0 && SEAL.test(mac) ? { seq, mac, source } : null;
}

/**
 * The anchors named on the command line: `--anchor SEQ:SEAL` (from a filed review report, say) and
 * `--anchor-file FILE` (a checkpoint the witness received, or a backup's manifest.json). Throws on one it cannot read.
 */
export async function readAnchors(args: readonly string[]): Promise<{ anchors: ExternalAnchor[]; files: string[] }> {
  const anchors: ExternalAnchor[] = [];
  const files: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--anchor') {
      const [seq, mac] = String(args[++i] ?? '').split(':');
      const anchor = anchorOf({ seq, mac: mac?.toLowerCase() }, `--anchor ${seq}`);
      if (!anchor) throw new Error(`--anchor wants SEQ:SEAL (the event number and its 64-hex-digit seal), got "${args[i] ?? ''}"`);
      anchors.push(anchor);
    } else if (arg === '--anchor-file') {
      const file = String(args[++i] ?? '');
      const anchor = anchorOf(JSON.parse(await readFile(file, 'utf8')), file);
      if (!anchor) throw new Error(`${file} holds no audit-trail head (a checkpoint, a witness delivery or a backup manifest with auditHead)`);
      anchors.push(anchor);
    } else files.push(arg);
  }
  return { anchors, files };
}

/** Each anchor against the export: the event it recorded must be there with the same seal. */
export function checkAnchors(file: AuditTrailExport, anchors: readonly ExternalAnchor[]): CheckLine[] {
  const bySeq = new Map(file.entries.map((e) => [e.seq, e]));
  const last = file.chain.lastSeq ?? 0;
  return anchors.map((anchor) => {
    const entry = bySeq.get(anchor.seq);
    if (entry) {
      return entry.seal === anchor.mac
        ? pass(`anchor ${anchor.source}: event ${anchor.seq}'s seal matches what was recorded outside the installation`)
        : fail(`anchor ${anchor.source}: event ${anchor.seq} is not the one recorded outside the installation (seal ${entry.seal ?? 'none'}, recorded ${anchor.mac}): the trail up to it was rewritten`);
    }
    if (anchor.seq > last && file.chain.throughHead) {
      return fail(`anchor ${anchor.source}: it recorded event ${anchor.seq}, but the whole trail ends at ${last}: events were removed`);
    }
    return note(`anchor ${anchor.source}: event ${anchor.seq} is outside this export (${file.chain.firstSeq ?? '-'} to ${last || '-'})`);
  });
}
