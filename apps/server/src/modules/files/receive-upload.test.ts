import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FilesystemBlobStore } from '../../platform/storage/blob-store.ts';
import { UNSAFE_PACKAGE_MESSAGE } from './docx-package.ts';
import { closeExtractionPool } from './extraction-pool.ts';
import { compoundFile, garbageDoc } from './hostile-files.ts';
import type { FileExtension } from './file-types.ts';
import { PROTECTED_PDF_MESSAGE } from './inspect-file.ts';
import { receiveUpload, type ReceiveOptions } from './receive-upload.ts';
import { buildZip, docxEntries, zerosEntry } from './test-zip.ts';
import { CORPUS } from '../../../test/corpus.ts';

const MB = 1024 * 1024;
const INVALID_TYPE = { code: 'INVALID_FILE_TYPE', message: 'Invalid file type: Please upload a .docx, .doc, or .pdf file' };

let root: string;
let store: FilesystemBlobStore;
let opts: ReceiveOptions;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'attest-upload-'));
  store = new FilesystemBlobStore(root);
  opts = { store, maxBytes: 10 * MB, allowed: ['.docx', '.doc', '.pdf'] };
});
afterAll(async () => {
  await closeExtractionPool();
  await rm(root, { recursive: true, force: true });
});

const tempFiles = () => readdir(path.join(root, 'tmp'));
const fromBuffer = (data: Buffer) => Readable.from([data]);
const corpusDocx = async () => (await readdir(`${CORPUS}/docx`)).filter((f) => f.endsWith('.docx'));

describe('receiveUpload', () => {
  it('accepts every corpus .docx, hashing and sizing it exactly as stored [REQ:A11-5]', async () => {
    const names = await corpusDocx();
    expect(names.length).toBeGreaterThanOrEqual(10);
    for (const name of names) {
      const bytes = await readFile(`${CORPUS}/docx/${name}`);
      const received = await receiveUpload(createReadStream(`${CORPUS}/docx/${name}`), name, opts);
      expect(received).toMatchObject({
        sha256: createHash('sha256').update(bytes).digest('hex'),
        size: bytes.length,
        fileName: name,
        extension: '.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      });
      expect(await readFile(received.tempPath)).toEqual(bytes);
      await store.commitTemp(received.tempPath, received.sha256);
      expect(await store.exists(received.sha256)).toBe(true);
    }
  });

  it.each(['basicapi.pdf', 'bug1937438_from_word.pdf', 'bug1937438_af_from_latex.pdf', 'ArabicCIDTrueType.pdf', 'TAMReview.pdf'])(
    'accepts the PDF %s',
    async (name) => {
      const received = await receiveUpload(createReadStream(`${CORPUS}/pdf/${name}`), name, opts);
      expect(received).toMatchObject({ extension: '.pdf', mimeType: 'application/pdf', fileName: name });
      await store.removeTemp(received.tempPath);
    },
  );

  it('matches the extension case-insensitively and sanitises the name', async () => {
    const received = await receiveUpload(createReadStream(`${CORPUS}/pdf/basicapi.pdf`), 'C:\\Users\\qa\\SOP\u202e-001\n.PDF ', opts);
    expect(received).toMatchObject({ extension: '.pdf', fileName: 'SOP-001.pdf' });
    await store.removeTemp(received.tempPath);
  });

  it('refuses a Windows executable renamed .pdf, leaving no temp file [REQ:P11-10h] [REQ:FR-DOC-2]', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096, 0x90)]);
    await expect(receiveUpload(fromBuffer(exe), 'invoice.pdf', opts)).rejects.toMatchObject(INVALID_TYPE);
    expect(await tempFiles()).toEqual([]);
  });

  it('refuses a PDF renamed .docx and a .docx renamed .doc', async () => {
    await expect(receiveUpload(createReadStream(`${CORPUS}/pdf/basicapi.pdf`), 'basicapi.docx', opts)).rejects.toMatchObject(INVALID_TYPE);
    await expect(receiveUpload(createReadStream(`${CORPUS}/docx/tables.docx`), 'tables.doc', opts)).rejects.toMatchObject(INVALID_TYPE);
    expect(await tempFiles()).toEqual([]);
  });

  it('accepts a .doc that is a compound file with a WordDocument stream, and refuses noise behind its signature', async () => {
    const doc = compoundFile({ WordDocument: 'Word 97 text' });
    const received = await receiveUpload(fromBuffer(doc), 'legacy.doc', opts);
    expect(received).toMatchObject({ extension: '.doc', mimeType: 'application/msword', size: doc.length });
    await store.removeTemp(received.tempPath);
    await expect(receiveUpload(fromBuffer(garbageDoc()), 'noise.doc', opts)).rejects.toMatchObject({ code: 'FILE_UNREADABLE' });
    expect(await tempFiles()).toEqual([]);
  });

  it('refuses extensions that are not allowed before reading anything', async () => {
    for (const name of ['setup.exe', 'notes.txt', 'no-extension', '.pdf']) {
      await expect(receiveUpload(fromBuffer(Buffer.from('%PDF-1.7')), name, opts)).rejects.toMatchObject(INVALID_TYPE);
    }
    expect(await tempFiles()).toEqual([]);
  });

  it('refuses an 11 MB upload as soon as it passes 10 MB, leaving no temp file', async () => {
    async function* elevenMegabytePdf() {
      yield Buffer.from('%PDF-1.7\n');
      for (let i = 0; i < 11; i += 1) yield Buffer.alloc(MB, 0x20);
    }
    await expect(receiveUpload(Readable.from(elevenMegabytePdf()), 'big.pdf', opts)).rejects.toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'File too large: Please upload a file smaller than 10MB',
    });
    expect(await tempFiles()).toEqual([]);
  });

  it('stops reading an endless upload instead of spooling it', async () => {
    let pulled = 0;
    async function* endless() {
      for (;;) {
        pulled += 1;
        yield Buffer.alloc(MB);
      }
    }
    await expect(receiveUpload(Readable.from(endless()), 'endless.pdf', opts)).rejects.toMatchObject({ code: 'FILE_TOO_LARGE' });
    expect(pulled).toBeLessThan(16);
    expect(await tempFiles()).toEqual([]);
  });

  it('removes the temp file when the source errors midway', async () => {
    async function* failing() {
      yield Buffer.from('%PDF-1.7\n');
      yield Buffer.alloc(256 * 1024);
      throw new Error('client aborted');
    }
    await expect(receiveUpload(Readable.from(failing()), 'cut.pdf', opts)).rejects.toThrow('client aborted');
    expect(await tempFiles()).toEqual([]);
  });

  it('refuses the password-protected PDF with a clear message', async () => {
    await expect(receiveUpload(createReadStream(`${CORPUS}/pdf/empty_protected.pdf`), 'protected.pdf', opts)).rejects.toMatchObject({
      code: 'INVALID_FILE_TYPE',
      message: PROTECTED_PDF_MESSAGE,
    });
    expect(await tempFiles()).toEqual([]);
  });

  it('checks text files as UTF-8 when the caller allows them', async () => {
    const textOpts = { ...opts, allowed: ['.txt', '.md'] as FileExtension[] };
    const received = await receiveUpload(fromBuffer(Buffer.from('\ufeffÉtape 1: nettoyer')), 'sop.md', textOpts);
    expect(received).toMatchObject({ extension: '.md', mimeType: 'text/markdown' });
    await store.removeTemp(received.tempPath);
    await expect(receiveUpload(fromBuffer(Buffer.from([0x68, 0xff, 0xfe, 0x00])), 'bin.txt', textOpts)).rejects.toMatchObject({
      code: 'INVALID_FILE_TYPE',
    });
    expect(await tempFiles()).toEqual([]);
  });

  it('reports the configured limit in the message', async () => {
    await expect(receiveUpload(fromBuffer(Buffer.alloc(3 * MB)), 'x.pdf', { ...opts, maxBytes: 2 * MB })).rejects.toMatchObject({
      message: 'File too large: Please upload a file smaller than 2MB',
    });
  });

  it('refuses a zip bomb disguised as .docx with its own message [REQ:FR-DOC-2]', async () => {
    const bomb = buildZip([...docxEntries(), await zerosEntry('word/media/zeros.bin', 300 * MB)]);
    await expect(receiveUpload(fromBuffer(bomb), 'bomb.docx', opts)).rejects.toMatchObject({
      code: 'INVALID_FILE_TYPE',
      message: UNSAFE_PACKAGE_MESSAGE,
    });
    expect(await tempFiles()).toEqual([]);
  });
});
