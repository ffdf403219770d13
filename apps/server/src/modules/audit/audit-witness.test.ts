import { createPublicKey, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auditCheckpointSignedText, type AuditCheckpointBody } from '@attest/domain';
import { TestClock } from '../../platform/clock.ts';
import { rowsOf } from '../../platform/db/client.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { SYSTEM_ACTOR } from './audit.repo.ts';
import { appendUncataloguedEvent } from '../../../test/uncatalogued-audit.ts';
import { readCheckpoints } from './audit-checkpoints.ts';

// FR-AUD-2: the checkpoints also leave the installation, so a full-machine attacker can be caught.
let t: TestApp | undefined;
let witness: Server | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  await new Promise((resolve) => (witness ? witness.close(resolve) : resolve(undefined)));
  witness = undefined;
});

interface Received {
  authorization: string | undefined;
  body: { type: string; installation: string; publicKey: string; checkpoint: AuditCheckpointBody & { signature: string } };
}

/** A witness that answers the given statuses in turn (then 200) and keeps what it was sent. */
async function startWitness(statuses: number[]): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  witness = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const status = statuses.shift() ?? 200;
      if (status === 200) received.push({ authorization: request.headers.authorization, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Received['body'] });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => witness!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(witness.address() as AddressInfo).port}/witness`, received };
}

describe('the external witness of the audit trail', () => {
  it('receives every checkpoint, signed, with the key to check it; a failed delivery is retried', async () => {
    const { url, received } = await startWitness([503]);
    const clock = new TestClock(new Date());
    t = await startTestApp({ AUDIT_WITNESS_URL: url, AUDIT_WITNESS_TOKEN: 'witness-secret' }, { clock });
    const [start] = await readCheckpoints(t.store);
    await t.app.jobs.runDue();
    expect(received).toEqual([]);
    // The queue retries after its back-off.
    clock.advance(60_000);
    await t.app.jobs.runDue();
    expect(received).toHaveLength(1);
    const [delivery] = received;
    expect(delivery?.authorization).toBe('Bearer witness-secret');
    expect(delivery?.body).toMatchObject({ type: 'attest.audit-checkpoint', installation: t.config.publicUrl, checkpoint: { seq: start!.seq, mac: start!.mac } });
    const { signature, ...body } = delivery!.body.checkpoint;
    expect(verify(null, Buffer.from(auditCheckpointSignedText(body)), createPublicKey(delivery!.body.publicKey), Buffer.from(signature, 'base64'))).toBe(true);
    // A later checkpoint goes out too.
    await appendUncataloguedEvent(t.database.db, { actor: SYSTEM_ACTOR, action: 'Witness Test', entityType: 'system' });
    const later = await t.app.auditCheckpointer.checkpoint('schedule');
    await t.app.jobs.runDue();
    expect(received.map((r) => r.body.checkpoint.seq)).toEqual([start!.seq, later!.seq]);
  });

  it('sends a daily digest with every seal of the day and the newest checkpoint as signed', async () => {
    const clock = new TestClock(new Date('2026-11-28T04:00:00Z'));
    t = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'attest@plant.example', AUDIT_WITNESS_EMAIL: 'qa-witness@plant.example', AUDIT_WITNESS_DIGEST_CRON: '17 5 * * *' }, { clock });
    await appendUncataloguedEvent(t.database.db, { actor: SYSTEM_ACTOR, action: 'Witness Test', entityType: 'system' });
    const newest = await t.app.auditCheckpointer.checkpoint('schedule');
    await t.app.jobs.runDue();
    clock.set(new Date('2026-11-28T05:18:00Z'));
    await t.app.jobs.runDue();
    const mails = rowsOf<{ recipient: string; subject: string; text_body: string }>(await t.database.db.execute(sql`SELECT recipient, subject, text_body FROM mail_outbox WHERE recipient = 'qa-witness@plant.example'`));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Attest audit-trail checkpoints (daily witness digest)');
    expect(mails[0]?.text_body).toContain(`event ${newest!.seq}  seal ${newest!.mac}`);
    expect(mails[0]?.text_body).toContain('"signature"');
  });
});
