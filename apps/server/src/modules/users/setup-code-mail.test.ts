import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SetupCodeIssued } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { startTestApp, TestClient, type TestApp } from '../../../test/harness.ts';

const outbox = async (t: TestApp, recipient: string) =>
  rowsOf<{ subject: string }>(await t.database.db.execute(sql`SELECT subject FROM mail_outbox WHERE recipient = ${recipient} ORDER BY created_at`)).map((r) => r.subject);

describe('setup codes by e-mail', () => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    // Nothing listens on port 9: queued mail stays queued, which is all this test looks at.
    t = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'attest@plant.example' });
    admin = new TestClient(t.app);
    await admin.signIn('admin@attest.local');
  });
  afterAll(async () => {
    await t.close();
  });

  it('queues the code for a new user and after a reset, and notifies the user of the reset', async () => {
    const created = (await admin.request('POST', '/api/users', { name: 'Mia Mail', email: 'mia.mail@attest.local', role: 'user' })).json<SetupCodeIssued>();
    expect(created.mailed).toBe(true);
    expect(await outbox(t, 'mia.mail@attest.local')).toEqual(['Attest: your account']);

    const reset = (await admin.request('POST', `/api/users/${created.user.id}/reset-password`)).json<SetupCodeIssued>();
    expect(reset.mailed).toBe(true);
    expect(await outbox(t, 'mia.mail@attest.local')).toContain('Attest: your password was reset');
    const notices = rowsOf<{ title: string }>(await t.database.db.execute(sql`SELECT title FROM notifications WHERE user_id = ${created.user.id}`));
    expect(notices.map((n) => n.title)).toEqual(['Password reset']);
  });
});

describe('without mail configured', () => {
  it('shows the code to the administrator only', async () => {
    const t = await startTestApp();
    try {
      const admin = new TestClient(t.app);
      await admin.signIn('admin@attest.local');
      const created = (await admin.request('POST', '/api/users', { name: 'No Mail', email: 'no.mail@attest.local', role: 'user' })).json<SetupCodeIssued>();
      expect(created.mailed).toBe(false);
      expect(await outbox(t, 'no.mail@attest.local')).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
