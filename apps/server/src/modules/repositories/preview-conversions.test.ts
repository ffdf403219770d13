import { describe, expect, it } from 'vitest';
import { PreviewConversions } from './preview-conversions.ts';

const pdf = (bytes: number) => Buffer.alloc(bytes, 1);

describe('PreviewConversions', () => {
  it('shares a running conversion, keeps its PDF, and forgets failures', async () => {
    const conversions = new PreviewConversions(1000);
    let runs = 0;
    let finish!: (value: Buffer) => void;
    const convert = () => {
      runs += 1;
      return new Promise<Buffer>((resolve) => (finish = resolve));
    };
    const views = [conversions.pdf('a', convert), conversions.pdf('a', convert)];
    finish(pdf(10));
    expect(await Promise.all(views)).toEqual([pdf(10), pdf(10)]);
    expect(await conversions.pdf('a', convert)).toEqual(pdf(10));
    expect(runs).toBe(1);

    await expect(conversions.pdf('b', () => Promise.reject(new Error('busy')))).rejects.toThrow('busy');
    expect(await conversions.pdf('b', () => Promise.resolve(pdf(5)))).toEqual(pdf(5));
  });

  it('evicts the least recently viewed PDF past its byte budget, and does not keep one too large', async () => {
    const conversions = new PreviewConversions(1000);
    let runs = 0;
    const convert = (bytes: number) => () => ((runs += 1), Promise.resolve(pdf(bytes)));
    await conversions.pdf('a', convert(200));
    await conversions.pdf('b', convert(200));
    await conversions.pdf('c', convert(200));
    await conversions.pdf('d', convert(200));
    await conversions.pdf('a', convert(200)); // a is now the most recent
    await conversions.pdf('e', convert(250)); // 1050 bytes: b, the oldest, goes
    expect(runs).toBe(5);
    await conversions.pdf('a', convert(200));
    await conversions.pdf('c', convert(200));
    expect(runs).toBe(5);
    await conversions.pdf('b', convert(200));
    expect(runs).toBe(6);
    await conversions.pdf('huge', convert(900));
    await conversions.pdf('huge', convert(900));
    expect(runs).toBe(8);
  });
});
