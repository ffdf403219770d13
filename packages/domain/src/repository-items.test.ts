import { describe, expect, it } from 'vitest';
import { complianceLevelOf, deriveRepositoryItem, documentTypeOf, normalizeRepositoryPath, statusFromPath, versionNumberOf } from './repository-items.ts';

describe('repository item derived fields (spec 02 §3)', () => {
  it('reads a V-plus-digits version from the name as V and two digits', () => {
    expect(versionNumberOf('SOP-001 Cleaning v3.docx')).toBe('V03');
    expect(versionNumberOf('Batch_V12_final.pdf')).toBe('V12');
    expect(versionNumberOf('Review notes.docx')).toBeNull();
    expect(versionNumberOf('ovation5.txt')).toBeNull();
  });

  it('takes the status from the deepest folder that names one', () => {
    expect(statusFromPath('QA/Archive/2023/Effective/SOP.docx')).toBe('effective');
    expect(statusFromPath('QA/In-Review/SOP.docx')).toBe('review');
    expect(statusFromPath('Drafts/SOP.docx')).toBe('draft');
    expect(statusFromPath('draft.docx')).toBeNull();
  });

  it('reads the compliance level and document type from name words', () => {
    expect(complianceLevelOf('GMP cleaning SOP.docx')).toBe('gxp');
    expect(complianceLevelOf('FDA submission.pdf')).toBe('regulatory');
    expect(complianceLevelOf('Canteen menu.txt')).toBe('non-gxp');
    expect(documentTypeOf('SOP-001 Cleaning.docx')).toBe('SOP');
    expect(documentTypeOf('notes.md')).toBe('Markdown');
    expect(documentTypeOf('image.png')).toBe('File');
  });

  it('derives extension and support for files, nothing file-like for folders', () => {
    expect(deriveRepositoryItem('Effective/SOP v2.DOCX', 'blob')).toEqual({
      fileExtension: 'docx',
      isSupported: true,
      documentType: 'SOP',
      versionNumber: 'V02',
      status: 'effective',
      complianceLevel: 'non-gxp',
    });
    expect(deriveRepositoryItem('Effective', 'tree')).toMatchObject({ fileExtension: '', isSupported: false, documentType: 'Folder' });
  });

  it('normalizes paths and refuses any that climb out', () => {
    expect(normalizeRepositoryPath('/a//b/./c/')).toBe('a/b/c');
    expect(normalizeRepositoryPath('')).toBe('');
    expect(normalizeRepositoryPath('a/../b')).toBeNull();
    expect(normalizeRepositoryPath('..\\etc')).toBeNull();
  });
});
