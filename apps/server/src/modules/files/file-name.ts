import path from 'node:path';

const MAX_LENGTH = 200;
const MAX_EXTENSION_LENGTH = 16;
// Control characters, and the bidirectional marks that can disguise an extension ('invoice\u202Efdp.exe').
const UNSAFE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * The name a client sent, made safe to store and show: its last path segment, without control characters or
 * bidirectional overrides, no leading or trailing dots and spaces, at most 200 characters with the extension
 * (lowercased) kept.
 */
export function sanitizeFileName(originalName: string): string {
  const base = (originalName.split(/[/\\]/).pop() ?? '').normalize('NFC').replace(UNSAFE, '').trim();
  const rawExt = path.extname(base);
  const ext = rawExt.length > 1 && rawExt.length <= MAX_EXTENSION_LENGTH ? rawExt.toLowerCase() : '';
  // Count code points, not UTF-16 units, so a cut never splits a surrogate pair.
  const cut = Array.from(trimDots(base.slice(0, base.length - ext.length))).slice(0, MAX_LENGTH - ext.length);
  return (trimDots(cut.join('')) || 'document') + ext;
}

function trimDots(value: string): string {
  return value.replace(/^[.\s]+|[.\s]+$/g, '');
}
