import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PublicSystemNoticeResponse, SystemPreferencesResponse, SystemPreferencesUpdate } from '@attest/domain';
import { answerSave, HELD_PENDING_NOTE, savedOrPendingResponses } from '../../core/settings/four-eyes.ts';
import type { Clock } from '../../platform/clock.ts';
import { auditActorOf, originOf } from '../../core/request-context.ts';
import type { PreferencesService } from './system-preferences.ts';

/** System preferences (FR-SYS-1): read and save, administrators only; every save audited with its reason. */
export function systemPreferencesRoutes(
  app: FastifyInstance,
  deps: { preferences: PreferencesService; clock: Clock; signIn: Pick<PublicSystemNoticeResponse, 'sso' | 'localPasswords'> },
): void {
  const { preferences, clock, signIn } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['system'];

  const present = async (): Promise<SystemPreferencesResponse> => {
    const { value, updatedAt, updatedBy } = await preferences.inForce();
    return { ...value, defaults: preferences.defaults, pinned: preferences.pinned, updatedAt: updatedAt?.toISOString() ?? null, updatedBy };
  };

  api.get('/api/system/preferences', {
    config: { access: 'manage-system' },
    schema: { tags, summary: 'System preferences in force (General, Security, Performance, Maintenance), the environment defaults and the pinned ones', response: { 200: SystemPreferencesResponse } },
    handler: present,
  });

  api.put('/api/system/preferences', {
    config: { access: 'manage-system' },
    schema: {
      tags,
      summary: `Save the system preferences with a reason (audited, old and new values; applied on every instance at once)${HELD_PENDING_NOTE}`,
      body: SystemPreferencesUpdate,
      response: savedOrPendingResponses(SystemPreferencesResponse),
    },
    handler: async (request, reply) => {
      const { reason, ...value } = request.body;
      return answerSave(reply, await preferences.save(value, { actor: auditActorOf(request), origin: originOf(request), now: clock.now(), reason }), present);
    },
  });

  api.get('/api/system/notice', {
    config: { access: 'public' },
    schema: { tags, summary: 'What anyone may know before signing in: the maintenance banner, the minimum password length and the ways to sign in', response: { 200: PublicSystemNoticeResponse } },
    handler: async () => {
      const { value } = await preferences.inForce();
      return { maintenanceMode: value.maintenanceMode, maintenanceMessage: value.maintenanceMessage, passwordMinLength: value.passwordMinLength, ...signIn };
    },
  });
}
