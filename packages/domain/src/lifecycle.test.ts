import { describe, expect, it } from 'vitest';
import { DOCUMENT_STATUSES, type DocumentStatus } from './documents.ts';
import { ROLES, type Role } from './roles.ts';
import { addMonths, availableActions, checkTransition, isDueForReview, stageOf, WORKFLOW_ACTIONS, type WorkflowAction } from './lifecycle.ts';

const full = { comment: 'ok', reviewers: ['r'], approvers: ['a'], signature: { signingToken: 't' } };

// Spec 02 §4, written out again cell by cell: action → [statuses it starts from, roles allowed].
const EXPECTED: Record<WorkflowAction, [DocumentStatus[], Role[]]> = {
  submit_for_review: [['draft', 'rejected'], ['author', 'admin', 'document_coordinator']],
  complete_review: [['in-review'], ['reviewer', 'admin', 'document_coordinator']],
  request_changes: [['in-review', 'pending-approval'], ['reviewer', 'approver', 'admin', 'document_coordinator']],
  submit_for_approval: [['reviewed'], ['reviewer', 'admin', 'document_coordinator']],
  approve_document: [['pending-approval', 'in-review'], ['approver', 'admin']],
  reject_document: [['in-review', 'pending-approval', 'reviewed'], ['reviewer', 'approver', 'admin', 'document_coordinator']],
  admin_internal_assessment: [['approved'], ['admin']],
  make_effective: [['internal-assessment', 'approved'], ['admin']],
  mark_obsolete: [['effective'], ['admin', 'document_coordinator']],
  abort_workflow: [['in-review', 'reviewed', 'pending-approval'], ['admin']],
  new_version: [['effective'], ['author', 'admin', 'document_coordinator']],
  request_re_review: [['approved', 'approved-training', 'effective'], ['admin']],
  restore_from_archive: [['archived'], ['admin']],
  cancel_scheduled_release: [['scheduled'], ['admin', 'document_coordinator']],
};

describe('the transition table, every cell', () => {
  for (const action of WORKFLOW_ACTIONS) {
    const [statuses, roles] = EXPECTED[action];
    it(`${action}`, () => {
      for (const status of DOCUMENT_STATUSES) {
        for (const role of ROLES) {
          const result = checkTransition(action, status, role, full);
          const allowed = statuses.includes(status) && roles.includes(role);
          expect({ status, role, ok: result.ok }).toEqual({ status, role, ok: allowed });
          if (!result.ok && !statuses.includes(status)) {
            expect([result.code, result.message]).toEqual(['INVALID_DOCUMENT_STATE', `Cannot ${action} from status '${status}'. Valid statuses: ${statuses.join(', ')}`]);
          } else if (!result.ok) {
            expect([result.code, result.message]).toEqual(['FORBIDDEN', `Role '${role}' is not authorized for action '${action}'. Required roles: ${roles.join(', ')}`]);
          }
        }
      }
    });
  }
});

describe('validation messages', () => {
  it('names an unknown action', () => {
    expect(checkTransition('teleport', 'draft', 'admin')).toEqual({ ok: false, code: 'VALIDATION_FAILED', message: 'Invalid workflow action: teleport' });
  });
  it('requires reviewers and approvers (an empty list counts as missing)', () => {
    expect(checkTransition('submit_for_review', 'draft', 'author', { comment: 'x', reviewers: [], approvers: ['a'] })).toEqual({ ok: false, code: 'VALIDATION_FAILED', message: 'Required field missing: reviewers' });
    expect(checkTransition('submit_for_review', 'draft', 'author', { comment: 'x', reviewers: ['r'] })).toEqual({ ok: false, code: 'VALIDATION_FAILED', message: 'Required field missing: approvers' });
  });
  it('requires a comment where flagged', () => {
    expect(checkTransition('reject_document', 'in-review', 'reviewer', { comment: '   ' })).toEqual({ ok: false, code: 'VALIDATION_FAILED', message: 'Comment is required for this action' });
    expect(checkTransition('make_effective', 'approved', 'admin', {}).ok).toBe(true);
  });
  it('requires the electronic signature to approve [REQ:FR-LC-3]', () => {
    expect(checkTransition('approve_document', 'pending-approval', 'approver', { comment: 'ok' })).toEqual({ ok: false, code: 'VALIDATION_FAILED', message: 'Electronic signature is required for this action' });
  });
});

describe('offered actions, stages and dates', () => {
  it('offers per status and role [REQ:FR-LC-1]', () => {
    expect(availableActions('draft', 'author')).toEqual(['submit_for_review']);
    expect(availableActions('approved', 'admin')).toEqual(['admin_internal_assessment', 'make_effective', 'request_re_review']);
    expect(availableActions('effective', 'document_coordinator')).toEqual(['mark_obsolete', 'new_version']);
    expect(availableActions('draft', 'user')).toEqual([]);
  });
  it('maps statuses to the stage bar', () => {
    expect(['draft', 'rejected', 'in-review', 'reviewed', 'pending-approval', 'approved', 'effective', 'obsolete'].map((s) => stageOf(s as DocumentStatus))).toEqual(['Draft', 'Draft', 'Review', 'Review', 'Approval', 'Approved', 'Effective', null]);
  });
  it('adds review months, clamping to the month end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-22', 12)).toBe('2027-11-22');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
  });
  it("is due for review when an effective document's review date has passed", () => {
    const at = new Date('2026-11-22T12:00:00Z');
    expect(isDueForReview({ reviewDate: '2026-11-01', updatedAt: '2026-01-01T00:00:00Z', status: 'effective' }, at)).toBe(true);
    expect(isDueForReview({ reviewDate: '2026-12-01', updatedAt: '2026-01-01T00:00:00Z', status: 'effective' }, at)).toBe(false);
    expect(isDueForReview({ reviewDate: null, updatedAt: '2026-01-01T00:00:00Z', status: 'effective' }, at)).toBe(true);
    expect(isDueForReview({ reviewDate: null, updatedAt: '2026-01-01T00:00:00Z', status: 'draft' }, at)).toBe(false);
    expect(isDueForReview({ reviewDate: '2026-11-01', updatedAt: '2026-01-01T00:00:00Z', status: 'obsolete' }, at)).toBe(false);
  });
});
