import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import { Manifest, MANIFEST_PATH, type Member } from './backup-manifest.ts';
import { decryptIfEncrypted, isKeyProblem } from './backup-encryption.ts';
import type { AppError } from '../../core/app-error.ts';

const MANIFEST_MAX_BYTES = 64 * 1024 * 1024;
const PROBLEMS_KEPT = 20;

export interface ArchiveCheck {
  ok: boolean;
  manifest: Manifest | null;
  /** Members read and checked against the manifest. */
  members: number;
  problems: string[];
  /** The SHA-256 of the archive file as read. */
  sha256: string;
}

/** Receives each member's bytes in archive order; it must consume the stream (restore writes it, verify drains it). */
export type MemberVisitor = (member: Member, content: Readable) => Promise<void>;

const drain: MemberVisitor = async (_member, content) => {
  for await (const chunk of content) void chunk;
};

/**
 * Reads an archive (a file, or a stream of one) once from start to end: the manifest must come first and be Attest's; every other member must be
 * listed in it, once, with the same size and SHA-256; every listed member must be there; with `expectedSha256` the
 * whole file must hash to it (the file as stored: for an encrypted archive, the age file). An encrypted archive is
 * decrypted as it is read with the identity in `identityFile`. Problems are collected, never thrown, so the caller
 * decides what a failure means; only a missing or wrong key is thrown (an AppError), as it says nothing of the archive.
 */
export async function readArchive(source: string | Readable, options: { expectedSha256?: string; visit?: MemberVisitor; identityFile?: string | null } = {}): Promise<ArchiveCheck> {
  const visit = options.visit ?? drain;
  const fileHash = createHash('sha256');
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      fileHash.update(chunk);
      done(null, chunk);
    },
  });
  const extract = tar.extract();
  const problems: string[] = [];
  const problem = (text: string) => {
    if (problems.length < PROBLEMS_KEPT) problems.push(text);
  };
  // Set from the pipeline's callbacks: a holder, so the check after them is not narrowed away.
  const key: { problem: AppError | null } = { problem: null };
  const unreadable = (error: unknown) => {
    if (isKeyProblem(error)) key.problem ??= error;
    else problem(`The archive cannot be read: ${(error as Error).message}`);
  };
  let manifest: Manifest | null = null;
  let expected = new Map<string, Member>();
  const seen = new Set<string>();
  let members = 0;

  const feeding = pipeline(typeof source === 'string' ? createReadStream(source) : source, hashing, decryptIfEncrypted(options.identityFile ?? null), extract).catch(unreadable);
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (!manifest) {
        if (name !== MANIFEST_PATH || entry.header.size === undefined || entry.header.size > MANIFEST_MAX_BYTES) {
          problem('This is not an Attest backup: it does not begin with its manifest.');
          entry.resume();
          break;
        }
        const parsed = Manifest.safeParse(parseJson(await readAll(entry)));
        if (!parsed.success) {
          problem('This is not an Attest backup, or one of a format this release does not read: its manifest is not valid.');
          break;
        }
        manifest = parsed.data;
        expected = new Map(manifest.members.map((m) => [m.path, m]));
        continue;
      }
      const member = expected.get(name);
      if (!member || seen.has(name)) {
        problem(`${name}: not listed in the manifest${seen.has(name) ? ' (twice in the archive)' : ''}.`);
        entry.resume();
        continue;
      }
      seen.add(name);
      members += 1;
      const actual = await hashWhileVisiting(entry, member, visit);
      if (actual.size !== member.size || actual.sha256 !== member.sha256) problem(`${name}: its content does not match the SHA-256 in the manifest.`);
    }
  } catch (error) {
    unreadable(error);
  }
  // Stop reading a refused archive at once; the rest of the file is not needed.
  extract.destroy();
  await feeding;
  if (key.problem) throw key.problem;
  if (manifest) for (const path of expected.keys()) if (!seen.has(path)) problem(`${path}: listed in the manifest but missing from the archive.`);
  const sha256 = fileHash.digest('hex');
  if (options.expectedSha256 && problems.length === 0 && sha256 !== options.expectedSha256) problem('The archive does not match its recorded SHA-256: it was changed or is incomplete.');
  return { ok: problems.length === 0 && manifest !== null, manifest, members, problems, sha256 };
}

/** tar-stream's entries are streamx streams: read as async iterables and handed on as a Node stream. */
async function hashWhileVisiting(entry: AsyncIterable<unknown>, member: Member, visit: MemberVisitor): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  const content = new PassThrough();
  const feeding = (async () => {
    for await (const piece of entry) {
      const chunk = piece as Buffer;
      hash.update(chunk);
      size += chunk.length;
      if (!content.write(chunk)) await once(content, 'drain');
    }
    content.end();
  })();
  const visiting = visit(member, content).catch((error: unknown) => {
    content.destroy(error as Error);
    throw error;
  });
  await Promise.all([feeding, visiting]);
  return { size, sha256: hash.digest('hex') };
}

async function readAll(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return null;
  }
}
