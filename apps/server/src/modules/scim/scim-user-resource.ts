import { ROLE_LABELS } from '@attest/domain';
import type { UserRow } from '../users/users.repo.ts';
import { SCIM_USER_SCHEMA } from './scim-schemas.ts';

/** What SCIM manages of a user; everything else (employee id, department, phone…) stays the administrator's. */
export interface ScimUserState {
  name: string;
  /** userName and the one e-mail address: Attest identifies a person by their address. */
  email: string;
  active: boolean;
  externalId: string | null;
  title: string | null;
}

/**
 * Attest keeps one name; SCIM's given and family names are read as its first word and the rest. A patch of one of
 * them recomposes the name from the new part and the other part as read here.
 */
export function splitName(name: string): { givenName: string; familyName: string } {
  const at = name.indexOf(' ');
  return at < 0 ? { givenName: name, familyName: '' } : { givenName: name.slice(0, at), familyName: name.slice(at + 1) };
}

export function joinName(givenName: string | undefined, familyName: string | undefined): string {
  return [givenName, familyName].filter((part) => part && part.trim()).join(' ');
}

export function stateOf(row: UserRow, externalId: string | null): ScimUserState {
  return { name: row.name, email: row.email, active: row.status === 'active', externalId, title: row.designation };
}

/** The User resource (RFC 7643 §4.1); the user's role is their one group. */
export function userResource(row: UserRow, externalId: string | null, base: string) {
  return {
    schemas: [SCIM_USER_SCHEMA],
    id: row.id,
    ...(externalId === null ? {} : { externalId }),
    userName: row.email,
    name: { formatted: row.name, ...splitName(row.name) },
    displayName: row.name,
    ...(row.designation ? { title: row.designation } : {}),
    active: row.status === 'active',
    emails: [{ value: row.email, type: 'work', primary: true }],
    groups: [{ value: row.role, display: ROLE_LABELS[row.role], $ref: `${base}/Groups/${row.role}` }],
    meta: { resourceType: 'User', created: row.createdAt.toISOString(), lastModified: row.updatedAt.toISOString(), location: `${base}/Users/${row.id}` },
  };
}
