import { ApprovalConditionTexts } from '@attest/domain';

export type ApprovalKind = 'plain' | 'with-conditions';

/**
 * What the approver wrote, as the approve_document action takes it: no conditions for a plain approval; otherwise the
 * non-blank ones, or the shared contract's message (in English; the form translates it) when none is left.
 */
export function approvalConditions(kind: ApprovalKind, texts: readonly string[]): { ok: true; conditions?: string[] } | { ok: false; error: string } {
  if (kind === 'plain') return { ok: true };
  const parsed = ApprovalConditionTexts.safeParse(texts);
  if (parsed.success) return { ok: true, conditions: parsed.data };
  return { ok: false, error: parsed.error.issues[0]?.message ?? '' };
}
