import { describe, expect, it } from 'vitest';
import { idempotencyKeyFor, outcomeOf } from './idempotency';

describe('one Idempotency-Key per user action', () => {
  it('reuses the key while the first is on its way, shortly after it succeeded, and after no answer', () => {
    const first = idempotencyKeyFor('POST /api/documents {"title":"A"}');
    const doubleClick = idempotencyKeyFor('POST /api/documents {"title":"A"}');
    expect(doubleClick.key).toBe(first.key);
    first.settle('succeeded');
    doubleClick.settle('refused');
    expect(idempotencyKeyFor('POST /api/documents {"title":"A"}').key).toBe(first.key);

    const lost = idempotencyKeyFor('POST /api/users {"email":"x"}');
    lost.settle('unanswered');
    expect(idempotencyKeyFor('POST /api/users {"email":"x"}').key).toBe(lost.key);
  });

  it('gives a new key to another body, after a refusal, and once the repeat window has passed', () => {
    const a = idempotencyKeyFor('POST /p {"n":1}');
    expect(idempotencyKeyFor('POST /p {"n":2}').key).not.toBe(a.key);
    const refused = idempotencyKeyFor('POST /q {}');
    refused.settle('refused');
    expect(idempotencyKeyFor('POST /q {}').key).not.toBe(refused.key);
    const done = idempotencyKeyFor('POST /r {}');
    done.settle('succeeded');
    expect(idempotencyKeyFor('POST /r {}', Date.now() + 60_000).key).not.toBe(done.key);
  });

  it('counts a 5xx or no answer as unanswered, 2xx as succeeded, 4xx as refused', () => {
    expect([outcomeOf(null), outcomeOf(503), outcomeOf(201), outcomeOf(409)]).toEqual(['unanswered', 'unanswered', 'succeeded', 'refused']);
  });
});
