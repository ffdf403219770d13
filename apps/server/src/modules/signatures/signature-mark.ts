import type { SignatureConfig, SignatureImageFormat, SignatureInput } from '@attest/domain';
import { AppError } from '../../core/app-error.ts';

const formatOf = (image: string): SignatureImageFormat | null => {
  const match = /^data:image\/(png|jpeg);base64,/.exec(image);
  return match ? (match[1] as SignatureImageFormat) : null;
};

/** The bytes a base64 data URL decodes to. */
const dataUrlBytes = (image: string): number => Buffer.from(image.slice(image.indexOf(',') + 1), 'base64').length;

/**
 * The visible mark must be a kind the signature configuration allows; an uploaded image must be in an allowed format
 * and no larger than the configured maximum. Drawn and typed marks are PNGs the dialog makes: the size limit holds.
 */
export function checkSignatureMark(input: Pick<SignatureInput, 'type' | 'image'>, config: Pick<SignatureConfig, 'allowedTypes' | 'imageFormats' | 'maxImageBytes'>): void {
  if (!config.allowedTypes.includes(input.type)) throw new AppError('SIGNATURE_TYPE_NOT_ALLOWED');
  const format = formatOf(input.image);
  if (input.type === 'uploaded' && (!format || !config.imageFormats.includes(format))) throw new AppError('SIGNATURE_FORMAT_NOT_ALLOWED');
  if (dataUrlBytes(input.image) > config.maxImageBytes) throw new AppError('SIGNATURE_IMAGE_TOO_LARGE');
}
