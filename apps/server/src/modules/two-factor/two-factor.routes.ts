import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ConfirmTwoFactorRequest,
  DisableTwoFactorRequest,
  IdParams,
  OkResponse,
  RecoveryCodesResponse,
  TwoFactorPolicyResponse,
  TwoFactorPolicyUpdate,
  TwoFactorResetRequest,
  TwoFactorSetupResponse,
  TwoFactorStatus,
} from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { answerSave, HELD_PENDING_NOTE, savedOrPendingResponses, saveOrPropose } from '../../core/settings/four-eyes.ts';
import type { SettingsService } from '../../core/settings/settings.ts';
import { AppError } from '../../core/app-error.ts';
import { auditActorOf, originOf, requireAuth } from '../../core/request-context.ts';
import { verifySecret } from '../../platform/crypto.ts';
import { isLocked } from '../users/failed-attempts.ts';
import { findUserById } from '../users/users.repo.ts';
import { refuseWrongCurrent } from '../users/profile.service.ts';
import type { PreferencesService } from '../preferences/system-preferences.ts';
import type { TwoFactorPolicyReader } from './two-factor-policy.ts';
import { confirmEnrolment, disableOwnTwoFactor, regenerateRecoveryCodes, resetTwoFactor, startEnrolment, twoFactorStatus } from './two-factor.service.ts';

/** Two-factor sign-in: my enrolment (Profile Settings → Security), an administrator's reset and the per-role policy. */
export function twoFactorRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; settings: SettingsService; preferences: PreferencesService; policy: TwoFactorPolicyReader; authRateLimitPerMinute: number },
): void {
  const { db, clock, settings, policy } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['two-factor'];
  const self = { access: 'authenticated' as const };
  const limited = { ...self, rateLimit: { max: deps.authRateLimitPerMinute, timeWindow: '1 minute' } };
  const contextOf = (request: FastifyRequest) => ({ now: clock.now(), origin: originOf(request) });

  api.get('/api/profile/two-factor', {
    config: self,
    schema: { tags, summary: 'My two-factor sign-in: enrolled or not, recovery codes left, whether my role requires it', response: { 200: TwoFactorStatus } },
    handler: async (request) => twoFactorStatus(db, requireAuth(request).user, await policy.requiredRoles()),
  });

  api.post('/api/profile/two-factor/setup', {
    config: self,
    schema: { tags, summary: 'Start enrolment: a new authenticator secret and its QR code, in force once a code is confirmed', response: { 200: TwoFactorSetupResponse } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return db.transaction((tx) => startEnrolment(tx, requireAuth(request).user, contextOf(request)));
    },
  });

  api.post('/api/profile/two-factor/confirm', {
    config: limited,
    schema: { tags, summary: 'Finish enrolment with a code from the app; gives the recovery codes, shown this once', body: ConfirmTwoFactorRequest, response: { 200: RecoveryCodesResponse } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const recoveryCodes = await db.transaction((tx) => confirmEnrolment(tx, requireAuth(request).user, request.body.code, contextOf(request)));
      return { recoveryCodes };
    },
  });

  api.post('/api/profile/two-factor/recovery-codes', {
    config: limited,
    schema: { tags, summary: 'New recovery codes for a code from the app; the old ones stop working', body: ConfirmTwoFactorRequest, response: { 200: RecoveryCodesResponse } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const recoveryCodes = await db.transaction((tx) => regenerateRecoveryCodes(tx, requireAuth(request).user, request.body.code, contextOf(request)));
      return { recoveryCodes };
    },
  });

  api.post('/api/profile/two-factor/disable', {
    config: limited,
    schema: { tags, summary: 'Turn two-factor sign-in off with my password (not while my role requires it)', body: DisableTwoFactorRequest, response: { 200: OkResponse } },
    handler: async (request) => {
      const { user, session } = requireAuth(request);
      const selfContext = { user, sessionId: session.id, origin: originOf(request), now: request.now };
      if (isLocked(user, selfContext.now)) throw new AppError('ACCOUNT_LOCKED');
      const passwordOk = user.passwordHash !== null && (await verifySecret(user.passwordHash, request.body.currentPassword));
      if (!passwordOk) return refuseWrongCurrent(db, selfContext, (await deps.preferences.inForce()).value);
      const requiredRoles = await policy.requiredRoles();
      await db.transaction((tx) => disableOwnTwoFactor(tx, user, requiredRoles, contextOf(request)));
      return { ok: true as const };
    },
  });

  api.post('/api/users/:id/two-factor/reset', {
    config: { access: 'manage-user-roles' },
    schema: { tags, summary: "Remove a user's authenticator (a lost phone), with the reason; their next sign-in enrols again where their role requires it", params: IdParams, body: TwoFactorResetRequest, response: { 200: OkResponse } },
    handler: async (request) => {
      const target = await findUserById(db, request.params.id);
      if (!target) throw new AppError('USER_NOT_FOUND');
      await db.transaction((tx) => resetTwoFactor(tx, target, auditActorOf(request), { ...contextOf(request), reason: request.body.reason }));
      return { ok: true as const };
    },
  });

  const presentPolicy = async (): Promise<TwoFactorPolicyResponse> => {
    const stored = await settings.get(policy.definition);
    return { ...stored.value, defaults: policy.definition.default, updatedAt: stored.updatedAt?.toISOString() ?? null, updatedBy: stored.updatedBy };
  };

  api.get('/api/system/two-factor-policy', {
    config: { access: 'manage-system' },
    schema: { tags, summary: 'Which roles must sign in with a second factor', response: { 200: TwoFactorPolicyResponse } },
    handler: presentPolicy,
  });

  api.put('/api/system/two-factor-policy', {
    config: { access: 'manage-system' },
    schema: { tags, summary: `Save which roles must sign in with a second factor, with a reason (audited, old and new values)${HELD_PENDING_NOTE}`, body: TwoFactorPolicyUpdate, response: savedOrPendingResponses(TwoFactorPolicyResponse) },
    handler: async (request, reply) => {
      const { reason, requiredRoles } = request.body;
      const value = { requiredRoles: [...new Set(requiredRoles)] };
      return answerSave(reply, await saveOrPropose(settings, policy.fourEyes, value, { actor: auditActorOf(request), origin: originOf(request), now: clock.now(), reason }), presentPolicy);
    },
  });
}
