import type { FastifyInstance } from 'fastify';
import { SETTING_CHANGE_MEANING, type SettingChangeRecord } from '@attest/domain';
import { SYSTEM_ACTOR } from '../src/modules/audit/audit.repo.ts';
import type { SettingDefinition } from '../src/core/settings/settings.ts';
import { systemClock } from '../src/platform/clock.ts';
import type { ApiResponse } from './api-client.ts';
import type { TestClient } from './harness.ts';
import { newSignedInUser, STRONG_TEST_PASSWORD } from './users-helpers.ts';
import { signingToken } from './workflow-helpers.ts';

const SECOND_ADMIN_EMAIL = 'second.admin@attest.local';
const seconds = new WeakMap<FastifyInstance, Promise<TestClient>>();

/** A second administrator of this app (made once, signed in): the other pair of eyes a weakening change needs. */
export function secondAdmin(app: FastifyInstance, admin: TestClient): Promise<TestClient> {
  let second = seconds.get(app);
  if (!second) {
    second = newSignedInUser(app, admin, { email: SECOND_ADMIN_EMAIL, name: 'Quinn Second', role: 'admin' }, STRONG_TEST_PASSWORD).then((user) => user.client);
    seconds.set(app, second);
  }
  return second;
}

/** Approves a pending setting change as the second administrator, signing with their password. */
export async function approveAsSecondAdmin(app: FastifyInstance, admin: TestClient, changeId: string): Promise<ApiResponse> {
  const second = await secondAdmin(app, admin);
  const token = await signingToken(second, SECOND_ADMIN_EMAIL, STRONG_TEST_PASSWORD);
  return second.request('POST', `/api/system/setting-changes/${changeId}/approve`, { signingToken: token, meaning: SETTING_CHANGE_MEANING, consent: true });
}

/**
 * PUT a setting as `admin`; a change that weakens a control (202, pending) is approved by the second administrator,
 * so tests that need a looser setting get it in force. Returns the setting as then in force (GET, 200).
 */
export async function saveSetting(app: FastifyInstance, admin: TestClient, path: '/api/system/signature-config' | '/api/system/preferences' | '/api/system/two-factor-policy', body: Record<string, unknown>): Promise<ApiResponse> {
  const saved = await admin.request('PUT', path, body);
  if (saved.statusCode !== 202) return saved;
  const approved = await approveAsSecondAdmin(app, admin, saved.json<SettingChangeRecord>().id);
  if (approved.statusCode !== 200) throw new Error(`approving the change failed: ${approved.body}`);
  return admin.request('GET', path);
}

/**
 * Puts a setting back as test clean-up, straight through the settings service (audited as the system): through the
 * API a weakening restore would need a second administrator, who may be unable to sign under the setting being undone.
 */
export async function restoreSetting<T>(app: FastifyInstance, definition: SettingDefinition<T>, value: T): Promise<void> {
  await app.settings.set(definition, value, { actor: SYSTEM_ACTOR, now: systemClock.now(), reason: 'Test clean-up' });
}
