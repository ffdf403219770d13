import type { WebhookEventType } from '@attest/domain';
import { i18n } from '@/i18n';

/** The readable name of an event type ("Document effective" for document.effective). */
export const eventLabel = (type: WebhookEventType): string => i18n.t(`integrations:events.${type}`);
