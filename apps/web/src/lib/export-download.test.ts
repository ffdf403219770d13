import { ReadableStream } from 'node:stream/web';
import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition, progressPercent, readWithProgress, type DownloadProgress } from './export-download';

function streamed(parts: string[], headers: Record<string, string> = {}): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
  // Node's stream, typed by Node's lib; the DOM lib's BodyInit names its own ReadableStream type.
  return new Response(body as unknown as BodyInit, { headers });
}

describe('readWithProgress (audit export download)', () => {
  it('reports bytes and CSV records after each chunk and returns the whole file', async () => {
    const seen: DownloadProgress[] = [];
    const parts = ['Timestamp,Action\n2026-01-01,Doc', 'ument Created\n', '2026-01-02,Document Approved\n'];
    const { blob, progress } = await readWithProgress(streamed(parts, { 'content-type': 'text/csv; charset=utf-8' }), (p) => seen.push(p));
    expect(seen.map((p) => p.bytes)).toEqual([31, 45, 74]);
    expect(seen.map((p) => p.records)).toEqual([1, 2, 3]);
    expect(progress).toEqual({ bytes: 74, total: null, records: 3 });
    expect(await blob.text()).toBe(parts.join(''));
    expect(blob.type).toBe('text/csv; charset=utf-8');
  });

  it('does not end a CSV record at a line break inside a quoted field', async () => {
    const parts = ['A,Reason\n1,"two\nlines ""quoted', '"""\n2,x\n'];
    const { progress } = await readWithProgress(streamed(parts, { 'content-type': 'text/csv' }), () => undefined);
    expect(progress.records).toBe(3);
  });

  it('knows the total when the server announces Content-Length', async () => {
    const seen: DownloadProgress[] = [];
    await readWithProgress(streamed(['abcd', 'ef'], { 'content-length': '6' }), (p) => seen.push(p));
    expect(seen.map(progressPercent)).toEqual([67, 100]);
  });
});

describe('progressPercent', () => {
  it('is null (indeterminate) without a total', () => {
    expect(progressPercent({ bytes: 10, total: null, records: 0 })).toBeNull();
  });
});

describe('fileNameFromDisposition', () => {
  it("takes the server's file name, the RFC 5987 form first", () => {
    expect(fileNameFromDisposition('attachment; filename="audit-logs-2026-11-22.csv"', 'x.csv')).toBe('audit-logs-2026-11-22.csv');
    expect(fileNameFromDisposition("attachment; filename=a.pdf; filename*=UTF-8''audit%20report.pdf", 'x')).toBe('audit report.pdf');
    expect(fileNameFromDisposition('attachment; filename=plain.csv', 'x')).toBe('plain.csv');
    expect(fileNameFromDisposition(null, 'fallback.csv')).toBe('fallback.csv');
  });
});
