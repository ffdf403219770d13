import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompareNote } from './compare-note';

const side = (label: string, fileName: string, hasText: boolean) => ({ id: label, label, fileName, hasText });

describe('the note under a comparison', () => {
  it('names the version without text instead of calling the texts the same', () => {
    render(<CompareNote from={side('0.01', 'scan.pdf', false)} to={side('0.02', 'sop.docx', true)} unchanged={false} documentType="SOP" />);
    expect(screen.getByRole('status').textContent).toMatch(/^No text could be extracted from GXP v0\.01 \(scan\.pdf\).*its text cannot be\s+compared here/);
    expect(screen.queryByText('The two versions have the same text.')).toBeNull();
  });

  it('says the texts are the same only when both have text and nothing changed', () => {
    const { rerender } = render(<CompareNote from={side('0.01', 'a.docx', true)} to={side('0.02', 'b.docx', true)} unchanged documentType="SOP" />);
    expect(screen.getByText('The two versions have the same text.')).toBeTruthy();
    rerender(<CompareNote from={side('0.01', 'a.doc', false)} to={side('0.02', 'b.doc', false)} unchanged documentType="SOP" />);
    expect(screen.getByRole('status').textContent).toContain('their texts cannot be');
    expect(screen.queryByText('The two versions have the same text.')).toBeNull();
  });
});
