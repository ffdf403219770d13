import { Writable } from 'node:stream';
import { TextDecoder } from 'node:util';
import { SaxesParser } from 'saxes';
import { AppError } from '../../core/app-error.ts';

/** What the XML parts of one package may still add up to; every part's guard draws on the same budget. */
export interface XmlBudget {
  bytes: number;
  elements: number;
}

/** The budget ran out: the package would cost a reader more memory than it may use. */
export class XmlBudgetExceeded extends Error {}

const unreadable = () => new AppError('FILE_UNREADABLE');

/**
 * A sink for one inflated XML part that proves it well-formed (saxes, streaming, so memory stays flat) and free of
 * any DTD: Office Open XML forbids them, and a DTD is how entity expansion (billion laughs) and external fetches
 * get into a parser. It counts bytes as they arrive, so a central directory that understates a part cannot pass.
 * Parts are decoded as UTF-8, as mammoth reads them.
 */
export function xmlGuard(budget: XmlBudget): Writable {
  const parser = new SaxesParser();
  const decoder = new TextDecoder('utf-8');
  parser.on('doctype', () => {
    throw unreadable();
  });
  parser.on('opentag', () => {
    if ((budget.elements -= 1) < 0) throw new XmlBudgetExceeded();
  });
  // saxes throws its well-formedness errors from write/close; they become "unreadable" here.
  const feed = (text: string, end: boolean) => {
    try {
      parser.write(text);
      if (end) parser.close();
    } catch (error) {
      throw error instanceof AppError || error instanceof XmlBudgetExceeded ? error : unreadable();
    }
  };
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      try {
        if ((budget.bytes -= chunk.length) < 0) throw new XmlBudgetExceeded();
        feed(decoder.decode(chunk, { stream: true }), false);
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    final(done) {
      try {
        feed(decoder.decode(), true);
        done();
      } catch (error) {
        done(error as Error);
      }
    },
  });
}
