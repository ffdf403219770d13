import { describe, expect, it } from 'vitest';
import { domainAllowed, identityFromClaims, mappedRole } from './sso-claims.ts';

describe('reading the ID token', () => {
  it('takes the address in lower case, the name from its parts when there is no name, and a string role claim as one value', () => {
    const identity = identityFromClaims({ iss: 'https://idp', sub: 's1', email: ' Ada@SSO.Example ', given_name: 'Ada', family_name: 'Lovelace', role: 'qa' }, 'role');
    expect(identity).toEqual({ issuer: 'https://idp', subject: 's1', email: 'ada@sso.example', emailVerified: null, name: 'Ada Lovelace', roleValues: ['qa'] });
  });

  it('keeps only the strings of a list claim and reads no address from a non-string', () => {
    const identity = identityFromClaims({ iss: 'i', sub: 's', email: 42, email_verified: false, groups: ['a', 7, 'b'] }, 'groups');
    expect(identity).toMatchObject({ email: null, emailVerified: false, name: null, roleValues: ['a', 'b'] });
  });
});

describe('role mapping', () => {
  const map = [
    { value: 'qa-admins', role: 'admin' as const },
    { value: 'qa-approvers', role: 'approver' as const },
  ];
  const withGroups = (roleValues: string[]) => ({ issuer: 'i', subject: 's', email: 'a@b', emailVerified: true, name: null, roleValues });

  it('gives the role of the first configured pair the person has, whatever the order of their groups', () => {
    expect(mappedRole(withGroups(['qa-approvers', 'qa-admins']), map)).toBe('admin');
    expect(mappedRole(withGroups(['staff', 'qa-approvers']), map)).toBe('approver');
  });

  it('gives none when no pair matches', () => {
    expect(mappedRole(withGroups(['staff']), map)).toBeUndefined();
  });
});

describe('allowed domains', () => {
  it('allows any domain when none are configured, else exactly the configured ones (not a suffix)', () => {
    expect(domainAllowed('a@anything.example', [])).toBe(true);
    expect(domainAllowed('a@plant.example', ['plant.example'])).toBe(true);
    expect(domainAllowed('a@evilplant.example', ['plant.example'])).toBe(false);
    expect(domainAllowed('a@sub.plant.example', ['plant.example'])).toBe(false);
  });
});
