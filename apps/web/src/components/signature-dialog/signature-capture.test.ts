import { describe, expect, it } from 'vitest';
import { MAX_SIGNATURE_IMAGE_BYTES } from '@attest/domain';
import { captureProblems, checkSignatureFile, dataUrlBytes } from './signature-capture';

const MARK = { type: 'drawn' as const, image: 'data:image/png;base64,iVBORw0KGgo=' };
const titles = (state: Parameters<typeof captureProblems>[0]) => captureProblems(state).map((p) => p.title);

describe('signature capture (spec 02 §5)', () => {
  it('may complete with a signature, consent and the required comment', () => {
    expect(captureProblems({ mark: MARK, comment: 'Approved as written', commentRequired: true, consent: true })).toEqual([]);
  });

  it('needs a signature', () => {
    expect(titles({ mark: null, comment: 'ok', commentRequired: true, consent: true })).toEqual(['Signature Required']);
  });

  it('needs consent to the legal disclaimer', () => {
    expect(captureProblems({ mark: MARK, comment: '', commentRequired: false, consent: false })).toEqual([
      { title: 'Consent Required', description: 'Please acknowledge the legal disclaimer to proceed.' },
    ]);
  });

  it('needs a comment only when the action requires one, and blank is not a comment', () => {
    expect(titles({ mark: MARK, comment: '   ', commentRequired: true, consent: true })).toEqual(['Comment Required']);
    expect(titles({ mark: MARK, comment: '', commentRequired: false, consent: true })).toEqual([]);
  });

  it('lists every problem in the order the signer meets them', () => {
    expect(titles({ mark: null, comment: '', commentRequired: true, consent: false })).toEqual([
      'Signature Required',
      'Comment Required',
      'Consent Required',
    ]);
  });
});

describe('signature upload checks', () => {
  it('accepts images up to 1 MB', () => {
    expect(checkSignatureFile({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkSignatureFile({ type: 'image/jpeg', size: MAX_SIGNATURE_IMAGE_BYTES })).toBeNull();
    expect(checkSignatureFile({ type: 'image/gif', size: 10 })).toBeNull();
  });

  it('refuses anything that is not an image', () => {
    expect(checkSignatureFile({ type: 'application/pdf', size: 10 })).toEqual({
      title: 'Invalid File Type',
      description: 'Please upload an image file (PNG, JPG, etc.).',
    });
    expect(checkSignatureFile({ type: '', size: 10 })?.title).toBe('Invalid File Type');
  });

  it('refuses an image over 1 MB', () => {
    expect(checkSignatureFile({ type: 'image/png', size: MAX_SIGNATURE_IMAGE_BYTES + 1 })).toEqual({
      title: 'File Too Large',
      description: 'Please upload an image smaller than 1MB.',
    });
  });

  it('counts the bytes a base64 data URL holds', () => {
    expect(dataUrlBytes(`data:image/png;base64,${btoa('abcd')}`)).toBe(4);
    expect(dataUrlBytes(`data:image/png;base64,${btoa('abcde')}`)).toBe(5);
    expect(dataUrlBytes(`data:image/png;base64,${btoa('abcdef')}`)).toBe(6);
  });
});
