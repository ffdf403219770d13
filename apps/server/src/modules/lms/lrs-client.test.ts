import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLrsDouble, type LrsDouble } from '../../../test/lrs-double.ts';
import { AddressPolicy } from '../repositories/address-policy.ts';
import { LrsClient } from './lrs-client.ts';
import { buildStatement } from './xapi-statement.ts';

const credentials = { username: 'attest-lrs', key: 'lrs-secret-key-4711' };
let lrs: LrsDouble;

beforeAll(async () => {
  lrs = await startLrsDouble(credentials);
});
afterAll(() => lrs.close());

const statement = () =>
  buildStatement('https://attest.example', {
    id: randomUUID(),
    kind: 'assigned',
    at: new Date('2026-11-29T10:00:00Z'),
    person: { name: 'Una User', email: 'user@attest.local' },
    version: { documentId: randomUUID(), versionId: randomUUID(), docNumber: 'SOP-QA-001', title: 'Gowning', label: '1.0' },
  });

describe('the LRS client', () => {
  it('sends over http:// only while LMS_ALLOW_HTTP allows it: turned off after the connection was saved, nothing leaves in clear text', async () => {
    const access = { endpoint: lrs.endpoint, ...credentials };
    expect(access.endpoint).toMatch(/^http:\/\//);
    const addresses = new AddressPolicy(['127.0.0.1']);

    const refused = await new LrsClient(addresses, 5_000, false).send(access, statement());
    expect(refused).toEqual({ status: null, error: 'Not sent: the LRS endpoint must be an https:// address (LMS_ALLOW_HTTP is off).' });
    expect((await new LrsClient(addresses, 5_000, false).about(access)).error).toBe(refused.error);
    expect(lrs.statements).toEqual([]);

    const allowed = await new LrsClient(addresses, 5_000, true).send(access, statement());
    expect(allowed).toEqual({ status: 200, error: null });
    expect(lrs.statements).toHaveLength(1);
  });
});
