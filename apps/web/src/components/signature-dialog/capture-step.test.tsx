import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LEGAL_DISCLAIMER, MAX_SIGNATURE_IMAGE_BYTES } from '@attest/domain';
import { findToast, renderApp } from '@/test/render';
import { CaptureStep } from './capture-step';
import { DEFAULT_SIGNING_RULES, type SigningRules } from './signature-capture';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function renderCapture(commentRequired = true, rules?: SigningRules) {
  const onComplete = vi.fn();
  await renderApp(
    <CaptureStep
      meaning="approved"
      documentLabel="SOP-QA-001 · Cleaning · v1.0"
      signerName="Marcus Webb"
      commentRequired={commentRequired}
      submitting={false}
      onBack={() => undefined}
      onComplete={onComplete}
      rules={rules}
    />,
  );
  return onComplete;
}

const complete = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Complete Signature' });
const consent = () => screen.getByRole('checkbox', { name: 'I have read and agree to the legal disclaimer above' });
/** Radix tabs switch on mouse down, as a real click begins. */
const openUploadTab = () => fireEvent.mouseDown(screen.getByRole('tab', { name: 'Upload' }));
const upload = (file: File) => fireEvent.change(screen.getByLabelText('Signature image'), { target: { files: [file] } });

beforeEach(() => {
  // jsdom cannot draw: no typed signature image, the Draw and Upload tabs are what these tests use.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('signature capture step', () => {
  it('shows the meaning prominently and the legal disclaimer', async () => {
    await renderCapture();
    expect(screen.getByRole('region', { name: 'Meaning of this signature' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Meaning of this signature' }).textContent).toContain('Approved');
    expect(screen.getByText(LEGAL_DISCLAIMER)).toBeTruthy();
  });

  it('keeps Complete disabled until there is a signature, the required comment and consent', async () => {
    const onComplete = await renderCapture();
    expect(complete().disabled).toBe(true);
    expect(screen.getByText('Please provide your signature before proceeding.')).toBeTruthy();

    openUploadTab();
    upload(new File([PNG], 'mark.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Uploaded signature' })).toBeTruthy();
    expect(complete().disabled).toBe(true);

    fireEvent.click(consent());
    // Still no comment, and this action requires one.
    expect(complete().disabled).toBe(true);
    expect(screen.getByText('Please provide a comment for this action.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: '   ' } });
    expect(complete().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'Approved for use' } });
    expect(complete().disabled).toBe(false);

    fireEvent.click(consent());
    expect(complete().disabled).toBe(true);
    expect(screen.getByText('Please acknowledge the legal disclaimer to proceed.')).toBeTruthy();
    fireEvent.click(consent());

    fireEvent.click(complete());
    expect(onComplete).toHaveBeenCalledWith({
      mark: { type: 'uploaded', image: expect.stringMatching(/^data:image\/png;base64,/) as string },
      comment: 'Approved for use',
      consent: true,
    });
  });

  it('needs no comment when the action does not require one', async () => {
    await renderCapture(false);
    openUploadTab();
    upload(new File([PNG], 'mark.png', { type: 'image/png' }));
    await screen.findByRole('img', { name: 'Uploaded signature' });
    fireEvent.click(consent());
    expect(complete().disabled).toBe(false);
  });

  it('refuses an upload that is not an image', async () => {
    await renderCapture();
    openUploadTab();
    upload(new File(['%PDF-1.7'], 'mark.pdf', { type: 'application/pdf' }));
    await findToast('Invalid File Type');
    expect(screen.getByText('Please upload an image file (PNG, JPG, etc.).')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Uploaded signature' })).toBeNull();
    expect(complete().disabled).toBe(true);
  });

  it('refuses an image over 1 MB', async () => {
    await renderCapture();
    openUploadTab();
    upload(new File([new Uint8Array(MAX_SIGNATURE_IMAGE_BYTES + 1)], 'big.png', { type: 'image/png' }));
    await findToast('File Too Large');
    expect(screen.getByText('Please upload an image smaller than 1MB.')).toBeTruthy();
    await waitFor(() => expect(complete().disabled).toBe(true));
  });
});

describe('signature capture step under the saved signature configuration', () => {
  it('offers only the marks allowed: no Draw tab once drawn signatures are turned off', async () => {
    await renderCapture(true, { ...DEFAULT_SIGNING_RULES, allowedTypes: ['typed', 'uploaded'] });
    expect(screen.queryByRole('tab', { name: 'Draw' })).toBeNull();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Type', 'Upload']);
    expect(screen.getByRole('tab', { name: 'Type' }).getAttribute('aria-selected')).toBe('true');
  });

  it('refuses an upload in a format turned off, and one over the configured size', async () => {
    await renderCapture(true, { ...DEFAULT_SIGNING_RULES, imageFormats: ['png'], maxImageBytes: 16 * 1024 });
    openUploadTab();
    upload(new File([new Uint8Array(10)], 'mark.jpg', { type: 'image/jpeg' }));
    await findToast('Format Not Allowed');
    expect(screen.getByText('Signature images must be PNG.')).toBeTruthy();
    upload(new File([new Uint8Array(16 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    await findToast('File Too Large');
    expect(screen.getByText('Please upload an image smaller than 16KB.')).toBeTruthy();
  });

  it('asks for no consent when the legal disclaimer is not required, and says so to the server', async () => {
    const onComplete = await renderCapture(false, { ...DEFAULT_SIGNING_RULES, requireLegalDisclaimer: false });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText(LEGAL_DISCLAIMER)).toBeTruthy();
    openUploadTab();
    upload(new File([PNG], 'mark.png', { type: 'image/png' }));
    await waitFor(() => expect(complete().disabled).toBe(false));
    fireEvent.click(complete());
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ consent: false }));
  });
});
