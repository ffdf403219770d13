import { readFile } from 'node:fs/promises';
import { Decrypter, Encrypter } from 'age-encryption';
import { AppError } from '../../core/app-error.ts';

/**
 * Encrypted backups: with BACKUP_AGE_RECIPIENT set, every new archive is an age file
 * (age-encryption.org) encrypted to that public key, streamed in 64 KiB chunks, each authenticated. Only the
 * identity (the secret key, BACKUP_AGE_IDENTITY_FILE, kept off the data and backup folders) opens it. An archive is
 * recognised as encrypted by its first bytes, so restore and verify read both kinds whatever the file is called.
 */
export interface BackupEncryption {
  /** The age public key (age1…) new archives are encrypted to; null: archives are plain tar. */
  recipient: string | null;
  /** The file holding the age identity that opens them; null: encrypted archives cannot be read here. */
  identityFile: string | null;
}

/** How every age file begins. */
const AGE_MAGIC = Buffer.from('age-encryption.org/v1\n');

/** Encrypted archives are named …tar.age. */
export const archiveSuffix = (encryption: Pick<BackupEncryption, 'recipient'>): string => (encryption.recipient ? '.tar.age' : '.tar');
export const isEncryptedArchiveName = (fileName: string): boolean => fileName.endsWith('.age');

/** The identity in the file: its first AGE-SECRET-KEY-1… line (age-keygen writes comments around it). */
async function readIdentity(identityFile: string | null): Promise<string> {
  if (!identityFile) throw new AppError('BACKUP_ENCRYPTED_NO_IDENTITY');
  const text = await readFile(identityFile, 'utf8').catch(() => null);
  const identity = text?.split(/\r?\n/).map((line) => line.trim()).find((line) => /^AGE-SECRET-KEY-(PQ-)?1[0-9A-Z]+$/.test(line));
  if (!identity) throw new AppError('BACKUP_IDENTITY_INVALID', `${identityFile} (BACKUP_AGE_IDENTITY_FILE) cannot be read or holds no age identity (a line AGE-SECRET-KEY-1…).`);
  return identity;
}

/** Why an archive could not be opened: the key is missing or wrong (a stable code), not that the archive is bad. */
export const isKeyProblem = (error: unknown): error is AppError =>
  error instanceof AppError && ['BACKUP_ENCRYPTED_NO_IDENTITY', 'BACKUP_IDENTITY_INVALID'].includes(error.code);

/**
 * A pipeline step between the archive's bytes and the tar reader: a plain archive passes through; an age one is
 * decrypted as it streams (a chunk at a time) with the identity, read only then. A missing or non-matching identity
 * throws a key problem; a changed byte fails that chunk's authentication.
 */
export function decryptIfEncrypted(identityFile: string | null) {
  return async function* decrypt(source: AsyncIterable<Buffer>): AsyncGenerator<Uint8Array> {
    const iterator = source[Symbol.asyncIterator]();
    let head = Buffer.alloc(0);
    while (head.length < AGE_MAGIC.length) {
      const next = await iterator.next();
      if (next.done) break;
      head = Buffer.concat([head, next.value]);
    }
    async function* whole(): AsyncGenerator<Uint8Array> {
      if (head.length > 0) yield head;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    }
    if (!head.subarray(0, AGE_MAGIC.length).equals(AGE_MAGIC)) {
      yield* whole();
      return;
    }
    const decrypter = new Decrypter();
    decrypter.addIdentity(await readIdentity(identityFile));
    const plain = await decrypter.decrypt(streamOf(whole())).catch((error: unknown) => {
      throw /no identity matched/.test((error as Error).message) ? new AppError('BACKUP_IDENTITY_INVALID') : error;
    });
    yield* chunksOf(plain);
  };
}

/**
 * Encrypts to the recipient as bytes are written: plaintext goes into `input`, the age file comes out of `output`
 * (header first, then 64 KiB chunks), so no more than a few chunks are held at a time.
 */
export async function encryptingStream(recipient: string): Promise<{ input: WritableStream<Uint8Array>; output: ReadableStream<Uint8Array> }> {
  const encrypter = new Encrypter();
  encrypter.addRecipient(recipient);
  const { writable, readable } = new TransformStream<Uint8Array, Uint8Array>();
  return { input: writable, output: await encrypter.encrypt(readable) };
}

// Web streams to and from async iteration by hand (not ReadableStream.from / for await): the bench's typecheck also
// loads the DOM's stream types, which have neither.
function streamOf(source: AsyncIterator<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await source.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
  });
}

/** The chunks of a web stream, in order. */
export async function* chunksOf(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) yield next.value;
}
