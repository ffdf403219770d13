import { ROLE_LABELS } from '@attest/domain';
import { SCIM_USER_SCHEMA } from './scim-schemas.ts';
import type { NameParts, ScimUserRow } from './scim-users.repo.ts';

/** What SCIM manages of a user; everything else (employee id, department, phone…) stays the administrator's. */
export interface ScimUserState {
  name: string;
  /** userName and the one e-mail address: Attest identifies a person by their address. */
  email: string;
  active: boolean;
  externalId: string | null;
  title: string | null;
  /** The given and family names as the provider sent them, while they still make `name`; null when it sent none. */
  nameParts: NameParts | null;
}

export function joinName(givenName: string | undefined, familyName: string | undefined): string {
  return [givenName, familyName].filter((part) => part && part.trim()).join(' ');
}

/** The provider's parts when they still make the name; otherwise none (an administrator renamed the person in Attest). */
const partsMaking = (name: string, parts: NameParts | null): NameParts | null => (parts && joinName(parts.givenName, parts.familyName) === name ? parts : null);

/**
 * Attest keeps one name. SCIM's given and family names are the ones provisioned while they still make it; otherwise
 * (a person created in Attest, or renamed there) its first word and the rest. A patch of one part keeps the other.
 */
export function namePartsOf(state: Pick<ScimUserState, 'name' | 'nameParts'>): NameParts {
  const kept = partsMaking(state.name, state.nameParts);
  if (kept) return kept;
  const at = state.name.indexOf(' ');
  return at < 0 ? { givenName: state.name, familyName: '' } : { givenName: state.name.slice(0, at), familyName: state.name.slice(at + 1) };
}

export function stateOf(row: ScimUserRow): ScimUserState {
  const { user } = row;
  return { name: user.name, email: user.email, active: user.status === 'active', externalId: row.externalId, title: user.designation, nameParts: partsMaking(user.name, row.nameParts) };
}

/** The User resource (RFC 7643 §4.1); the user's role is their one group. */
export function userResource({ user: row, externalId, nameParts }: ScimUserRow, base: string) {
  return {
    schemas: [SCIM_USER_SCHEMA],
    id: row.id,
    ...(externalId === null ? {} : { externalId }),
    userName: row.email,
    name: { formatted: row.name, ...namePartsOf({ name: row.name, nameParts }) },
    displayName: row.name,
    ...(row.designation ? { title: row.designation } : {}),
    active: row.status === 'active',
    emails: [{ value: row.email, type: 'work', primary: true }],
    groups: [{ value: row.role, display: ROLE_LABELS[row.role], $ref: `${base}/Groups/${row.role}` }],
    meta: { resourceType: 'User', created: row.createdAt.toISOString(), lastModified: row.updatedAt.toISOString(), location: `${base}/Users/${row.id}` },
  };
}
