import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_CATALOGUE, auditActionsInCategories, auditActionsInGroup, auditGroupOf } from './audit-catalogue.ts';
import { AUDIT_GROUPS, keywordGroupOf } from './contracts/audit.ts';

describe('the audit catalogue', () => {
  it("gives every action the badge group today's keyword rule gives it, so no badge, filter or count moves", () => {
    const moved = AUDIT_ACTIONS.filter((action) => AUDIT_CATALOGUE[action].group !== keywordGroupOf(action));
    expect(moved).toEqual([]);
  });

  it('groups a catalogue name by the catalogue, and a name it does not hold (an older event) by the keyword rule', () => {
    expect(auditGroupOf('Document Signed')).toBe('other');
    expect(auditGroupOf('Sign-in Failed')).toBe('security');
    expect(auditGroupOf('Legacy Password Updated')).toBe('security');
    expect(auditGroupOf('Legacy Report Printed')).toBe('access');
    expect(auditGroupOf('Something Else Happened')).toBe('other');
  });

  it('splits the catalogue into the badge groups without overlap', () => {
    const grouped = AUDIT_GROUPS.flatMap((group) => auditActionsInGroup(group));
    expect(grouped.toSorted()).toEqual(AUDIT_ACTIONS.toSorted());
  });

  it('lists the actions of categories', () => {
    expect(auditActionsInCategories(['authentication-failure']).toSorted()).toEqual(['Account Locked', 'Sign-in Failed', 'Signature Authentication Failed']);
  });

  it('holds names the stored trail can carry: no surrounding spaces, no i18next key or namespace separators', () => {
    expect(AUDIT_ACTIONS.filter((action) => action.trim() !== action || /[.:]/.test(action))).toEqual([]);
  });
});
