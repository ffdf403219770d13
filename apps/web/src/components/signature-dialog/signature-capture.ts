import { SIGNATURE_CONFIG_DEFAULTS, type SignatureImageFormat, type SignatureInput, type SigningRequirements } from '@attest/domain';
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

export function problem(code: Exclude<ProblemCode, 'fileTooLarge' | 'formatNotAllowed'>): Problem {
  return { title: i18n.t(`signatures:problems.${code}.title`), description: i18n.t(`signatures:problems.${code}.description`) };
}

/** What the saved signature configuration lets the dialog offer (GET /api/signatures/requirements). */
export type SigningRules = Pick<SigningRequirements, 'allowedTypes' | 'imageFormats' | 'maxImageBytes' | 'requireLegalDisclaimer'>;
export const DEFAULT_SIGNING_RULES: SigningRules = SIGNATURE_CONFIG_DEFAULTS;

/** "1MB", "512KB": the size limit as the messages print it. */
export function signatureSizeLabel(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)}MB` : `${Math.floor(bytes / 1024)}KB`;
}

/** "PNG, JPEG": the allowed upload formats as the messages print them. */
export const signatureFormatsLabel = (formats: readonly SignatureImageFormat[]) => formats.map((f) => f.toUpperCase()).join(', ');

export interface CaptureState {
  mark: SignatureMark | null;
  comment: string;
  commentRequired: boolean;
  consent: boolean;
  /** Whether the signature configuration asks for the legal disclaimer (default yes). */
  consentRequired?: boolean;
}

/** Everything that still stops the signing, in the order the signer meets it; empty when Complete may proceed. */
export function captureProblems({ mark, comment, commentRequired, consent, consentRequired = true }: CaptureState): Problem[] {
  const problems: Problem[] = [];
  if (!mark) problems.push(problem('signatureRequired'));
  if (commentRequired && !comment.trim()) problems.push(problem('commentRequired'));
  if (consentRequired && !consent) problems.push(problem('consentRequired'));
  return problems;
}

const UPLOAD_FORMATS: Record<string, SignatureImageFormat | undefined> = { 'image/png': 'png', 'image/jpeg': 'jpeg' };

/** A mark over the configured size, naming the limit. */
export const tooLarge = (rules: Pick<SigningRules, 'maxImageBytes'>): Problem => ({
  title: i18n.t('signatures:problems.fileTooLarge.title'),
  description: i18n.t('signatures:problems.fileTooLarge.description', { size: signatureSizeLabel(rules.maxImageBytes) }),
});

/** An upload in a format turned off, naming those allowed. */
export const formatNotAllowed = (rules: Pick<SigningRules, 'imageFormats'>): Problem => ({
  title: i18n.t('signatures:problems.formatNotAllowed.title'),
  description: i18n.t('signatures:problems.formatNotAllowed.description', { formats: signatureFormatsLabel(rules.imageFormats) }),
});

/**
 * An uploaded mark must be an image (spec 02 §5, §9): a PNG or JPEG only in a format the configuration allows, and
 * no larger than its maximum (1 MB by default). Other images are redrawn in an allowed format.
 */
export function checkSignatureFile(file: { type: string; size: number }, rules: Pick<SigningRules, 'imageFormats' | 'maxImageBytes'> = DEFAULT_SIGNING_RULES): Problem | null {
  if (!file.type.startsWith('image/')) return problem('invalidFileType');
  const format = UPLOAD_FORMATS[file.type];
  if (format && !rules.imageFormats.includes(format)) return formatNotAllowed(rules);
  if (file.size > rules.maxImageBytes) return tooLarge(rules);
  return null;
}

/** Bytes encoded in a base64 data URL. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}
