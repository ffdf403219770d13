import { CloudEvent } from 'cloudevents';
import { cloudEventTypeOf, type WebhookEventType } from '@attest/domain';

/**
 * A CloudEvents 1.0 event in its JSON form (structured mode), as stored with each delivery and sent as the body.
 * Its id and time are given, never read from the library's own clock.
 */
export function cloudEventOf(type: WebhookEventType, data: Record<string, unknown>, event: { id: string; source: string; at: Date }): Record<string, unknown> {
  const cloudEvent = new CloudEvent({
    specversion: '1.0',
    id: event.id,
    source: event.source,
    type: cloudEventTypeOf(type),
    time: event.at.toISOString(),
    datacontenttype: 'application/json',
    data,
  });
  return cloudEvent.toJSON();
}
