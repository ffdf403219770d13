import { MAX_SIGNATURE_IMAGE_BYTES, type SignatureInput } from '@attest/domain';
import { i18n } from '@/i18n';
import type enSignatures from '@/i18n/locales/en/signatures';

export type SignatureType = SignatureInput['type'];

/** The visible mark of a signature: how it was made and the image (a PNG or JPEG data URL). */
export interface SignatureMark {
  type: SignatureType;
  image: string;
}

/** A problem the signer must fix, in the spec's toast words (02 §5 Signature dialog), in the reader's language. */
export interface Problem {
  title: string;
  description: string;
}

export type ProblemCode = keyof typeof enSignatures.problems;

export function problem(code: ProblemCode): Problem {
  return { title: i18n.t(`signatures:problems.${code}.title`), description: i18n.t(`signatures:problems.${code}.description`) };
}

export interface CaptureState {
  mark: SignatureMark | null;
  comment: string;
  commentRequired: boolean;
  consent: boolean;
}

/** Everything that still stops the signing, in the order the signer meets it; empty when Complete may proceed. */
export function captureProblems({ mark, comment, commentRequired, consent }: CaptureState): Problem[] {
  const problems: Problem[] = [];
  if (!mark) problems.push(problem('signatureRequired'));
  if (commentRequired && !comment.trim()) problems.push(problem('commentRequired'));
  if (!consent) problems.push(problem('consentRequired'));
  return problems;
}

/** An uploaded mark must be an image of at most 1 MB (spec 02 §5, §9). */
export function checkSignatureFile(file: { type: string; size: number }): Problem | null {
  if (!file.type.startsWith('image/')) return problem('invalidFileType');
  if (file.size > MAX_SIGNATURE_IMAGE_BYTES) return problem('fileTooLarge');
  return null;
}

/** Bytes encoded in a base64 data URL. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}
