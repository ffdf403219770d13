import { describe, expect, it } from 'vitest';
import { importDefaults, validateImport } from './import-values';

const department = '11111111-1111-4111-8111-111111111111';
const category = '22222222-2222-4222-8222-222222222222';

describe('the import form of one repository file', () => {
  it('starts a new draft with the file name as title and the derived type', () => {
    expect(importDefaults({ name: 'Cleaning WI v2.docx', documentType: 'Work Instruction' })).toMatchObject({ title: 'Cleaning WI v2', documentType: 'WI', version: '00' });
    expect(importDefaults({ name: 'Readme', documentType: 'Manual' })).toMatchObject({ title: 'Readme', documentType: 'SOP' });
  });

  it('asks for every required field of a new draft at once, and sends the metadata when complete', () => {
    const defaults = importDefaults({ name: 'SOP-100.docx', documentType: 'SOP' });
    const missing = validateImport('QA/SOP-100.docx', 'new', defaults, { docNumber: '', changeSummary: '' });
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(Object.keys(missing.errors).sort()).toEqual(['categoryId', 'changeReason', 'departmentId', 'description', 'docNumber', 'effectiveDate', 'reviewDate']);

    const filled = { ...defaults, docNumber: 'SOP-100', description: 'Imported', changeReason: 'First issue', departmentId: department, categoryId: category, effectiveDate: '2030-01-01', reviewDate: '2031-01-01' };
    const ok = validateImport('QA/SOP-100.docx', 'new', filled, { docNumber: '', changeSummary: '' });
    expect(ok).toMatchObject({ ok: true, request: { target: 'new', path: 'QA/SOP-100.docx', metadata: { docNumber: 'SOP-100', title: 'SOP-100' } } });
  });

  it('needs the document number and a change summary for a new version', () => {
    const defaults = importDefaults({ name: 'SOP-100.docx', documentType: 'SOP' });
    const missing = validateImport('SOP-100.docx', 'version', defaults, { docNumber: ' ', changeSummary: '' });
    expect(missing).toEqual({ ok: false, errors: { docNumber: 'SOP Number is required', changeSummary: 'Change summary is required' } });
    expect(validateImport('SOP-100.docx', 'version', defaults, { docNumber: 'SOP-100', changeSummary: 'New revision' })).toEqual({
      ok: true,
      request: { target: 'version', path: 'SOP-100.docx', docNumber: 'SOP-100', changeSummary: 'New revision' },
    });
  });
});
