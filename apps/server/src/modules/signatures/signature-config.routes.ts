import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SIGNATURE_CONFIG_DEFAULTS, SIGNATURE_LOCKED_ITEMS, SignatureConfigResponse, SignatureConfigUpdate } from '@attest/domain';
import type { Clock } from '../../platform/clock.ts';
import { answerSave, HELD_PENDING_NOTE, savedOrPendingResponses, saveOrPropose } from '../../core/settings/four-eyes.ts';
import type { SettingsService } from '../../core/settings/settings.ts';
import { auditActorOf, originOf } from '../../core/request-context.ts';
import { SIGNATURE_CONFIG_FOUR_EYES, SIGNATURE_CONFIG_SETTING } from './signature-config.ts';

/** Signature configuration (FR-SIG-3): read and save, administrators only; every save audited with its reason. */
export function signatureConfigRoutes(app: FastifyInstance, deps: { settings: SettingsService; clock: Clock }): void {
  const { settings, clock } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['signatures'];

  const present = async (): Promise<SignatureConfigResponse> => {
    const stored = await settings.get(SIGNATURE_CONFIG_SETTING);
    return {
      ...stored.value,
      defaults: SIGNATURE_CONFIG_DEFAULTS,
      locked: SIGNATURE_LOCKED_ITEMS,
      updatedAt: stored.updatedAt?.toISOString() ?? null,
      updatedBy: stored.updatedBy,
    };
  };

  api.get('/api/system/signature-config', {
    config: { access: 'manage-system' },
    schema: { tags, summary: 'Signature configuration: allowed marks, image formats and size, attempts, authentication minutes, disclaimer, reminders, segregation of duties', response: { 200: SignatureConfigResponse } },
    handler: present,
  });

  api.put('/api/system/signature-config', {
    config: { access: 'manage-system' },
    schema: { tags, summary: `Save the signature configuration with a reason (audited, old and new values)${HELD_PENDING_NOTE}`, body: SignatureConfigUpdate, response: savedOrPendingResponses(SignatureConfigResponse) },
    handler: async (request, reply) => {
      const { reason, ...value } = request.body;
      const change = { actor: auditActorOf(request), origin: originOf(request), now: clock.now(), reason };
      return answerSave(reply, await saveOrPropose(settings, SIGNATURE_CONFIG_FOUR_EYES, value, change), present);
    },
  });
}
