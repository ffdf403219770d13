import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeExtractionPool } from './extraction-pool.ts';
import { extensionOf } from './file-types.ts';
import { billionLaughsDocx, malformedDocx, truncatedPdf } from './hostile-files.ts';
import { normalizeText } from './normalize-text.ts';
import { extractText } from './text-extraction.ts';
import { CORPUS } from '../../../test/corpus.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'attest-extract-'));
});
afterAll(async () => {
  await closeExtractionPool();
  await rm(dir, { recursive: true, force: true });
});

/**
 * Runs fn while a 10 ms timer ticks: returns fn's result, the longest the timer was kept waiting and the share of
 * the time the event loop was busy. Parsing on the main thread measures ~0.97 busy and pauses of 90–150 ms here.
 */
async function withLoopProbe<T>(fn: () => Promise<T>): Promise<{ result: T; maxDelayMs: number; busy: number; durationMs: number }> {
  let maxDelayMs = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    maxDelayMs = Math.max(maxDelayMs, now - last - 10);
    last = now;
  }, 10);
  const start = performance.eventLoopUtilization();
  const began = performance.now();
  try {
    const result = await fn();
    return { result, maxDelayMs, busy: performance.eventLoopUtilization(start).utilization, durationMs: performance.now() - began };
  } finally {
    clearInterval(timer);
  }
}

describe('extractText from the corpus', () => {
  it.each([
    ['comments.docx', ['Ouch.']],
    ['footnotes.docx', ['Ouch.']],
    ['simple-list.docx', ['Apple', 'Banana']],
    ['single-paragraph.docx', ['Walking on imported air']],
    ['strict-format.docx', ['Test']],
    ['tables.docx', ['Above', 'Top left', 'Top right', 'Bottom left', 'Bottom right', 'Below']],
    ['text-box.docx', ['Datum plane']],
    ['utf8-bom.docx', ['This XML has a byte order mark.']],
  ])('reads the words of %s', async (name, words) => {
    const text = await extractText(`${CORPUS}/docx/${name}`, '.docx');
    for (const word of words) expect(text).toContain(word);
  });

  it('keeps paragraphs apart with one blank line', async () => {
    expect(await extractText(`${CORPUS}/docx/tables.docx`, 'DOCX')).toBe(
      'Above\n\nTop left\n\nTop right\n\nBottom left\n\nBottom right\n\nBelow',
    );
  });

  it('returns an empty string for documents without text', async () => {
    expect(await extractText(`${CORPUS}/docx/empty.docx`, '.docx')).toBe('');
    expect(await extractText(`${CORPUS}/docx/tiny-picture.docx`, '.docx')).toBe('');
  });

  it('reads every page of a multi-page PDF, pages separated by a blank line', async () => {
    const text = await extractText(`${CORPUS}/pdf/basicapi.pdf`, '.pdf');
    expect(text).toContain('Table Of Content');
    expect(text).toContain('page 1 / 3\n\nChapter 1\npage 2 / 3\n\nParagraph 1.1');
    expect(text).toContain('page 3 / 3');
  });

  it.each([
    ['bug1937438_from_word.pdf', ['simple formula to compute the square of']],
    ['bug1937438_af_from_latex.pdf', ['Math Test One', 'Some inline math', 'Some text, and an equation.']],
    // pdf.js returns Arabic presentation forms; normalisation folds them to the letters people search for.
    ['ArabicCIDTrueType.pdf', ['العربية', 'انواع']],
    ['TAMReview.pdf', ['Technology Acceptance Model', 'Mohammad Chuttur']],
  ])('reads the text of %s', async (name, words) => {
    const text = await extractText(`${CORPUS}/pdf/${name}`, '.pdf');
    for (const word of words) expect(text).toContain(word);
  });

  it('has no text for .doc (no reader without LibreOffice) and the encrypted PDF opens without crashing', async () => {
    expect(await extractText(`${CORPUS}/docx/tables.docx`, '.doc')).toBe('');
    expect(await extractText(`${CORPUS}/pdf/empty_protected.pdf`, '.pdf')).toBe('');
  });

  it('reads text files without their byte order mark', async () => {
    const file = path.join(dir, 'notes.md');
    await writeFile(file, '\ufeff# Cleaning\r\n\r\n\r\n\r\nStep  1:\twipe   \r\nStep 2');
    expect(await extractText(file, '.md')).toBe('# Cleaning\n\nStep 1: wipe\nStep 2');
  });

  it.each([
    ['broken.docx', () => Buffer.from('PK\x03\x04 not really')],
    ['malformed.docx', () => malformedDocx()],
    ['laughs.docx', () => billionLaughsDocx()],
    ['truncated.pdf', () => truncatedPdf()],
  ])('rejects %s, which its parser cannot read, as FILE_UNREADABLE', async (name, build) => {
    const file = path.join(dir, name);
    await writeFile(file, await build());
    await expect(extractText(file, extensionOf(name))).rejects.toMatchObject({ code: 'FILE_UNREADABLE', status: 415 });
  });

  it.each(['TAMReview.pdf', 'basicapi.pdf'])('leaves the event loop free while extracting %s', async (name) => {
    const { result, maxDelayMs, busy, durationMs } = await withLoopProbe(() => extractText(`${CORPUS}/pdf/${name}`, '.pdf'));
    expect(result.length).toBeGreaterThan(100);
    // Extraction on this thread would stall the loop for most of its run; off it, only the scheduler's noise is
    // seen, which a loaded machine stretches along with the run itself (so the bound scales with it).
    expect(maxDelayMs).toBeLessThan(Math.max(100, durationMs / 3));
    expect(busy).toBeLessThan(0.5);
  });
});

describe('normalizeText', () => {
  it('collapses spaces, keeps paragraph breaks, drops control characters and folds ligatures', () => {
    expect(normalizeText('  a\u00a0\u00a0b\t\tc \n\n\n\n d\u0000e\r\n\ufb01le  ')).toBe('a b c\n\nde\nfile');
  });
});
