import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ConversionCheckResponse, DiagnosticsResponse } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { errorCode, startTestApp, TestClient, type TestApp } from '../../../test/harness.ts';
import { startTestSmtp } from './test-smtp.ts';

const opened: TestApp[] = [];
afterAll(async () => {
  for (const app of opened) await app.close();
});

async function adminOf(env: Record<string, string>) {
  const t = await startTestApp(env);
  opened.push(t);
  const admin = new TestClient(t.app);
  await admin.signIn('admin@attest.local');
  return { t, admin };
}

const auditOf = async (t: TestApp, action: string) =>
  rowsOf<{ actor_name: string; new_values: Record<string, unknown> }>(
    await t.database.db.execute(sql`SELECT actor_name, new_values FROM audit_events WHERE action = ${action} ORDER BY seq`),
  );

describe('integration checks', () => {
  it('converts the sample Word file and sends a test e-mail to the signed-in administrator through the outbox', async () => {
    const smtp = await startTestSmtp();
    try {
      const { t, admin } = await adminOf({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'attest@plant.example' });
      const converted = await admin.request('POST', '/api/system/integration-checks/conversion');
      expect(converted.statusCode).toBe(200);
      const result = converted.json<ConversionCheckResponse>();
      expect(result).toMatchObject({ status: 'pass' });
      expect(result.pages).toBeGreaterThanOrEqual(1);
      expect(result.ms).toBeGreaterThan(0);
      expect(await auditOf(t, 'Integration Check Run')).toEqual([
        { actor_name: 'Sarah Mitchell', new_values: { check: 'conversion', status: 'pass', pages: result.pages, message: result.message } },
      ]);

      const sent = await admin.request('POST', '/api/system/integration-checks/email');
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toEqual({ recipient: 'admin@attest.local' });
      expect(await auditOf(t, 'Test E-mail Sent')).toEqual([{ actor_name: 'Sarah Mitchell', new_values: { check: 'email', recipient: 'admin@attest.local' } }]);
      // Sent by the send-mail job, as the started queue of a running server does.
      await t.app.jobs.runDue();
      expect(smtp.received).toEqual([['admin@attest.local']]);
    } finally {
      await smtp.close();
    }
  }, 120_000);

  it('warns when LibreOffice and e-mail are off, and refuses the test e-mail with a clear message', async () => {
    const { t, admin } = await adminOf({ SOFFICE_PATH: '/nonexistent/soffice' });
    const { checks } = (await admin.request('POST', '/api/system/diagnostics')).json<DiagnosticsResponse>();
    const byName = Object.fromEntries(checks.map((check) => [check.name, check]));
    expect(byName.renditions).toMatchObject({ status: 'warn', message: 'LibreOffice is not installed: Word files are shown without a PDF rendition', details: 'No "/nonexistent/soffice" found (SOFFICE_PATH)' });
    expect(byName.smtp).toMatchObject({ status: 'warn', message: 'E-mail is off: SMTP_URL and MAIL_FROM are not set' });

    const converted = await admin.request('POST', '/api/system/integration-checks/conversion');
    expect(converted.json()).toMatchObject({ status: 'warn', pages: null });

    const refused = await admin.request('POST', '/api/system/integration-checks/email');
    expect(refused.statusCode).toBe(409);
    expect(errorCode(refused)).toBe('MAIL_DISABLED');
    expect(await auditOf(t, 'Test E-mail Sent')).toEqual([]);
    expect(rowsOf(await t.database.db.execute(sql`SELECT 1 FROM mail_outbox`))).toEqual([]);
  }, 60_000);

  it('fails the conversion when LibreOffice is there but cannot convert, with its reason', async () => {
    const { admin } = await adminOf({ SOFFICE_PATH: '/bin/false' });
    const converted = (await admin.request('POST', '/api/system/integration-checks/conversion')).json<ConversionCheckResponse>();
    expect(converted).toMatchObject({ status: 'fail', message: 'false exited with code 1', pages: null });
    const { checks } = (await admin.request('POST', '/api/system/diagnostics')).json<DiagnosticsResponse>();
    expect(checks.find((check) => check.name === 'renditions')).toMatchObject({ status: 'fail', message: 'false exited with code 1' });
  }, 60_000);
});
