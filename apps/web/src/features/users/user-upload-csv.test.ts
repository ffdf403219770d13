import { describe, expect, it } from 'vitest';
import { uploadPreviewCounts, uploadRowProblems } from '@attest/domain';
import { parseUserCsv, setupCodesCsv, UserCsvError, userTemplateCsv } from './user-upload-csv';

describe('user CSV', () => {
  it('reads the template back: five valid rows', () => {
    const { rows, dropped } = parseUserCsv(userTemplateCsv());
    expect(rows).toHaveLength(5);
    expect(dropped).toBe(0);
    expect(rows.every((row) => uploadRowProblems(row).length === 0)).toBe(true);
    expect(uploadPreviewCounts(rows)).toEqual({ validEmails: 5, validRoles: 5, activeStatus: 5 });
  });

  it('matches headers by name, keeps quoted commas, drops rows with an empty first column', () => {
    const text = 'employee_id,email_id,employee_name,role\r\nE1,"a@x.io","Doe, Jane",wizard\r\n,b@x.io,Nobody,user\r\n';
    const { rows, dropped } = parseUserCsv(text);
    expect(rows).toEqual([{ employee_id: 'E1', email_id: 'a@x.io', employee_name: 'Doe, Jane', role: 'wizard' }]);
    expect(dropped).toBe(1);
    expect(uploadRowProblems(rows[0]!)).toEqual(['role must be one of admin, author, reviewer, approver, user, document_coordinator']);
  });

  it('refuses a file that is not a user CSV', () => {
    expect(() => parseUserCsv('name,title\r\nx,y\r\n')).toThrow(UserCsvError);
    expect(() => parseUserCsv('email_id\r\n"broken\r\n')).toThrow(UserCsvError);
  });

  it('writes only the created users’ codes, every value quoted', () => {
    const csv = setupCodesCsv([
      { row: 1, name: 'A "B"', email: 'a@x.io', ok: true, setupCode: 'AAAAA-BBBBB-CCCCC' },
      { row: 2, name: 'C', email: 'c@x.io', ok: false, error: 'dup' },
    ]);
    expect(csv).toBe('\uFEFF"employee_name","email_id","setup_code"\r\n"A ""B""","a@x.io","AAAAA-BBBBB-CCCCC"\r\n');
  });

  it('neutralises a formula-looking name in the setup codes (OWASP CSV injection)', () => {
    const csv = setupCodesCsv([{ row: 1, name: '=HYPERLINK("http://evil.example")', email: 'a@x.io', ok: true, setupCode: 'AAAAA-BBBBB-CCCCC' }]);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")","a@x.io"`);
  });
});
