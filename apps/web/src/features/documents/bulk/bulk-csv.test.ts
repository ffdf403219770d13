import { describe, expect, it } from 'vitest';
import { BULK_COLUMNS, BulkCsvError, bulkTemplateCsv, parseBulkCsv } from './bulk-csv';
import { CATEGORY_REQUIRED, DEPARTMENT_REQUIRED, TITLE_REQUIRED, emptyRow, updateRow } from './bulk-rows';

const lists = {
  categories: [
    { id: '11111111-1111-4111-8111-111111111111', name: 'Quality Management' },
    { id: '22222222-2222-4222-8222-222222222222', name: 'Laboratory' },
  ],
  departments: [
    { id: '33333333-3333-4333-8333-333333333333', name: 'Quality Assurance' },
    { id: '44444444-4444-4444-8444-444444444444', name: 'Research and Development' },
  ],
};
const HEADER = BULK_COLUMNS.join(',');

describe('parseBulkCsv', () => {
  it('reads quoted commas, doubled quotes and quoted line breaks as one field', () => {
    const csv = `${HEADER}\n"Deviation, CAPA and ""root cause""",Quality Management,"Line one\nline two",a;b,public,SOP,high,Quality Assurance\n`;
    const [row] = parseBulkCsv(csv, lists);
    expect(row).toMatchObject({
      title: 'Deviation, CAPA and "root cause"',
      description: 'Line one\nline two',
      categoryId: lists.categories[0]!.id,
      departmentId: lists.departments[0]!.id,
      priority: 'high',
      errors: [],
    });
  });

  it('strips a byte-order mark, accepts CRLF and skips the header and blank lines', () => {
    const csv = `\uFEFF${HEADER}\r\nFirst,Laboratory,,,,,,Quality Assurance\r\n\r\n   \r\nSecond,Laboratory,,,,,,Quality Assurance\r\n`;
    const rows = parseBulkCsv(csv, lists);
    expect(rows.map((row) => row.title)).toEqual(['First', 'Second']);
    expect(rows.every((row) => row.errors.length === 0)).toBe(true);
  });

  it('falls back to public, SOP and medium for unknown enum values and accepts them in any case', () => {
    const csv = `${HEADER}\nA,Laboratory,,,secret,MEMO,urgent,Quality Assurance\nB,Laboratory,,,Restricted,work instruction,CRITICAL,Quality Assurance`;
    const [a, b] = parseBulkCsv(csv, lists);
    expect(a).toMatchObject({ confidentiality: 'public', documentType: 'SOP', priority: 'medium' });
    expect(b).toMatchObject({ confidentiality: 'restricted', documentType: 'WI', priority: 'critical' });
  });

  it('matches category and department names case-insensitively, ignoring spaces and & versus and', () => {
    const csv = `${HEADER}\nA,  quality MANAGEMENT ,,,,,,research & development`;
    const [row] = parseBulkCsv(csv, lists);
    expect(row).toMatchObject({ categoryId: lists.categories[0]!.id, departmentId: lists.departments[1]!.id, errors: [] });
  });

  it('reports unknown names as missing and keeps the given value to show', () => {
    const csv = `${HEADER}\nA,Astrology,,,,,,Quality Assurance\nB,Laboratory,,,,,,\n,Laboratory,,,,,,Quality Assurance`;
    const [unknownCategory, noDepartment, noTitle] = parseBulkCsv(csv, lists);
    expect(unknownCategory).toMatchObject({ categoryId: '', unknownCategory: 'Astrology', errors: [CATEGORY_REQUIRED] });
    expect(noDepartment).toMatchObject({ departmentId: '', unknownDepartment: '', errors: [DEPARTMENT_REQUIRED] });
    expect(noTitle?.errors).toEqual([TITLE_REQUIRED]);
  });

  it('splits keywords on semicolons or commas', () => {
    const csv = `${HEADER}\nA,Laboratory,,"gmp; cleaning,  audit ;;GMP",,,,Quality Assurance`;
    expect(parseBulkCsv(csv, lists)[0]?.keywords).toBe('gmp, cleaning, audit');
  });

  it('follows the header names when the columns come in another order', () => {
    const csv = 'Department,Title,Category\nQuality Assurance,Reordered,Laboratory';
    expect(parseBulkCsv(csv, lists)[0]).toMatchObject({ title: 'Reordered', categoryId: lists.categories[1]!.id, errors: [] });
  });

  it('takes the columns in spec order when there is no header row', () => {
    const csv = 'No header,Laboratory,Desc,,,,,Quality Assurance';
    expect(parseBulkCsv(csv, lists)[0]).toMatchObject({ title: 'No header', description: 'Desc', errors: [] });
  });

  it('refuses files it cannot read: broken quotes, binary content, no rows', () => {
    expect(() => parseBulkCsv(`${HEADER}\n"Unclosed,Laboratory`, lists)).toThrow(BulkCsvError);
    expect(() => parseBulkCsv('PK\u0003\u0004\u0000\u0000binary', lists)).toThrow(BulkCsvError);
    expect(() => parseBulkCsv(`${HEADER}\n\n`, lists)).toThrow(BulkCsvError);
  });

  it('offers a template that parses into valid rows against the demo lists', () => {
    const template = bulkTemplateCsv();
    expect(template.split('\r\n')[0]).toBe(HEADER);
    const demo = {
      categories: ['Manufacturing', 'Laboratory', 'Quality Management'].map((name, i) => ({ id: `c${i}`, name })),
      departments: ['Production', 'Quality Control', 'Quality Assurance'].map((name, i) => ({ id: `d${i}`, name })),
    };
    const rows = parseBulkCsv(template, demo);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((row) => row.categoryId && row.departmentId)).toBe(true);
  });
});

describe('bulk row editing', () => {
  it('revalidates on each edit and forgets the unknown name once a value is chosen', () => {
    let row = emptyRow();
    expect(row.errors).toEqual([TITLE_REQUIRED, CATEGORY_REQUIRED, DEPARTMENT_REQUIRED]);
    row = updateRow({ ...row, unknownDepartment: 'Nowhere' }, { title: 'Title', categoryId: lists.categories[0]!.id });
    expect(row.errors).toEqual([DEPARTMENT_REQUIRED]);
    row = updateRow(row, { departmentId: lists.departments[0]!.id });
    expect(row).toMatchObject({ errors: [], unknownDepartment: '' });
  });
});
