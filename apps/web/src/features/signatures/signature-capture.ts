import { MAX_SIGNATURE_IMAGE_BYTES, type SignatureInput, type SignatureMeaning } from '@attest/domain';

export type SignatureType = SignatureInput['type'];

/** The visible mark of a signature: how it was made and the image (a PNG or JPEG data URL). */
export interface SignatureMark {
  type: SignatureType;
  image: string;
}

/** A problem the signer must fix, in the spec's toast words (02 §5 Signature dialog). */
export interface Problem {
  title: string;
  description: string;
}

export const SIGNATURE_REQUIRED: Problem = {
  title: 'Signature Required',
  description: 'Please provide your signature before proceeding.',
};
export const COMMENT_REQUIRED: Problem = { title: 'Comment Required', description: 'Please provide a comment for this action.' };
export const CONSENT_REQUIRED: Problem = {
  title: 'Consent Required',
  description: 'Please acknowledge the legal disclaimer to proceed.',
};
export const INVALID_FILE_TYPE: Problem = {
  title: 'Invalid File Type',
  description: 'Please upload an image file (PNG, JPG, etc.).',
};
export const FILE_TOO_LARGE: Problem = { title: 'File Too Large', description: 'Please upload an image smaller than 1MB.' };

export interface CaptureState {
  mark: SignatureMark | null;
  comment: string;
  commentRequired: boolean;
  consent: boolean;
}

/** Everything that still stops the signing, in the order the signer meets it; empty when Complete may proceed. */
export function captureProblems({ mark, comment, commentRequired, consent }: CaptureState): Problem[] {
  const problems: Problem[] = [];
  if (!mark) problems.push(SIGNATURE_REQUIRED);
  if (commentRequired && !comment.trim()) problems.push(COMMENT_REQUIRED);
  if (!consent) problems.push(CONSENT_REQUIRED);
  return problems;
}

/** An uploaded mark must be an image of at most 1 MB (spec 02 §5, §9). */
export function checkSignatureFile(file: { type: string; size: number }): Problem | null {
  if (!file.type.startsWith('image/')) return INVALID_FILE_TYPE;
  if (file.size > MAX_SIGNATURE_IMAGE_BYTES) return FILE_TOO_LARGE;
  return null;
}

/** Bytes encoded in a base64 data URL. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** What the signer declares by signing with each meaning (21 CFR 11.50: the meaning is part of the signature). */
export const MEANING_STATEMENTS: Record<SignatureMeaning, string> = {
  authored: 'I am the author of this document.',
  reviewed: 'I have reviewed this document.',
  approved: 'I approve this document for use.',
  'made-effective': 'I release this document as effective.',
  rejected: 'I reject this document.',
};
