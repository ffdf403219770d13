import type { Role, SetupCodeIssued } from '@attest/domain';
import type { FastifyInstance } from 'fastify';
import { TestClient } from './harness.ts';

/** A password the strength check accepts (zxcvbn score 4, no names): tests that set a password use it or their own strong one. */
export const STRONG_TEST_PASSWORD = 'plum orchard lantern 47';

/** A fresh account made by an admin, its password set with the one-time code and signed in; demo accounts stay untouched. */
export async function newSignedInUser(
  app: FastifyInstance,
  admin: TestClient,
  fields: { email: string; name?: string; role?: Role },
  password = 'start-password-1',
): Promise<{ client: TestClient; id: string }> {
  const created = await admin.request('POST', '/api/users', { name: 'Pat Person', role: 'user', ...fields });
  if (created.statusCode >= 300) throw new Error(`creating ${fields.email} failed: ${created.body}`);
  const { user, setupCode } = created.json<SetupCodeIssued>();
  const client = new TestClient(app);
  const setup = await client.request('POST', '/api/auth/setup-password', { email: fields.email, code: setupCode, password });
  if (setup.statusCode !== 200) throw new Error(`setting the password of ${fields.email} failed: ${setup.body}`);
  await client.signIn(fields.email, password);
  return { client, id: user.id };
}
