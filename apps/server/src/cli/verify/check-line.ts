import { createHash } from 'node:crypto';

/** One line of a verification: a check that passed or failed, or a note that is neither. */
export interface CheckLine {
  status: 'PASS' | 'FAIL' | 'NOTE';
  text: string;
}

export const pass = (text: string): CheckLine => ({ status: 'PASS', text });
export const fail = (text: string): CheckLine => ({ status: 'FAIL', text });
export const note = (text: string): CheckLine => ({ status: 'NOTE', text });

export const sha256Hex = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');
