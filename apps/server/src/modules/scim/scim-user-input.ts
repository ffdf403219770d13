import { z } from 'zod';
import { ScimError } from './scim-error.ts';
import { joinName, namePartsOf, type ScimUserState } from './scim-user-resource.ts';
import type { NameParts } from './scim-users.repo.ts';

// Entra ID sends booleans as strings ("False"); Okta sends JSON booleans.
const ScimBoolean = z.union([z.boolean(), z.string().regex(/^(true|false)$/i, 'must be true or false').transform((v) => v.toLowerCase() === 'true')]);
const Text = z.string().trim();
const Email = z.object({ value: Text, type: z.string().optional(), primary: ScimBoolean.optional() });
const Name = z.object({ formatted: Text.nullish(), givenName: Text.nullish(), familyName: Text.nullish() });

/** A User body (POST, PUT). Attributes Attest does not keep are ignored, as RFC 7644 §3.3 allows. */
const UserBody = z.object({
  userName: Text.min(1),
  externalId: Text.nullish(),
  name: Name.nullish(),
  displayName: Text.nullish(),
  title: Text.nullish(),
  active: ScimBoolean.optional(),
  emails: z.array(Email).optional(),
});

const PatchOperation = z.object({
  op: z.string().transform((op) => op.toLowerCase()).pipe(z.enum(['add', 'replace', 'remove'])),
  path: z.string().optional(),
  value: z.unknown().optional(),
});
export const PatchBody = z.object({ Operations: z.array(PatchOperation).min(1).max(100) });
export type PatchOperation = z.output<typeof PatchOperation>;

function nameFrom(body: { name?: z.output<typeof Name> | null; displayName?: string | null }, fallback: string): string {
  return body.name?.formatted || joinName(body.name?.givenName ?? undefined, body.name?.familyName ?? undefined) || body.displayName || fallback;
}

/** The given and family names a body sends, kept to be given back as sent; null when it sends neither. */
function partsFrom(name: z.output<typeof Name> | null | undefined): NameParts | null {
  if (!name?.givenName && !name?.familyName) return null;
  return { givenName: name.givenName ?? '', familyName: name.familyName ?? '' };
}

/** One part replaced, the other kept as provisioned (or as read from the name). */
function withPart(state: ScimUserState, part: Partial<NameParts>): ScimUserState {
  const parts = { ...namePartsOf(state), ...part };
  return { ...state, name: joinName(parts.givenName, parts.familyName), nameParts: parts };
}

/** The state a POST or PUT asks for (a PUT replaces every attribute SCIM manages). */
export function userStateFromBody(body: unknown): ScimUserState {
  const parsed = UserBody.parse(body);
  return {
    name: nameFrom(parsed, parsed.userName),
    email: parsed.userName.toLowerCase(),
    active: parsed.active ?? true,
    externalId: parsed.externalId || null,
    title: parsed.title || null,
    nameParts: partsFrom(parsed.name),
  };
}

const CORE_PREFIX = 'urn:ietf:params:scim:schemas:core:2.0:user:';
/** A path as compared here: lower-cased (SCIM names are case-insensitive), without the core schema's URN. */
const normalisePath = (path: string): string => {
  const lower = path.trim().toLowerCase();
  return lower.startsWith(CORE_PREFIX) ? lower.slice(CORE_PREFIX.length) : lower;
};

const EMAIL_VALUE_PATH = /^emails(\[[^\]]*\])?(\.value)?$/;

/** One attribute set by a PATCH path (lower-cased); attributes Attest does not keep are ignored. */
function setAttribute(state: ScimUserState, path: string, value: unknown): ScimUserState {
  const given = () => Text.parse(value);
  switch (path) {
    case 'active':
      return { ...state, active: ScimBoolean.parse(value) };
    case 'username':
      return { ...state, email: given().toLowerCase() };
    case 'displayname':
    case 'name.formatted':
      return { ...state, name: given() };
    case 'name.givenname':
      return withPart(state, { givenName: given() });
    case 'name.familyname':
      return withPart(state, { familyName: given() });
    case 'name': {
      const name = Name.parse(value);
      return { ...state, name: nameFrom({ name }, state.name), nameParts: partsFrom(name) ?? state.nameParts };
    }
    case 'externalid':
      return { ...state, externalId: z.string().nullable().parse(value) || null };
    case 'title':
      return { ...state, title: z.string().nullable().parse(value) || null };
    case 'emails': {
      const emails = z.array(Email).min(1).parse(value);
      const primary = emails.find((email) => email.primary === true) ?? emails[0];
      return primary ? { ...state, email: primary.value.toLowerCase() } : state;
    }
    default:
      if (EMAIL_VALUE_PATH.test(path)) return { ...state, email: given().toLowerCase() };
      return state;
  }
}

function applyOperation(state: ScimUserState, operation: PatchOperation): ScimUserState {
  const path = operation.path === undefined ? undefined : normalisePath(operation.path);
  if (operation.op === 'remove') {
    if (path === 'externalid') return { ...state, externalId: null };
    if (path === 'title') return { ...state, title: null };
    throw new ScimError(400, 'mutability', `The attribute ${operation.path ?? '(none)'} cannot be removed.`);
  }
  if (path) return setAttribute(state, path, operation.value);
  // No path: the value is an object of attributes (Okta: {"active": false}; Entra: {"name.givenName": "Ada"}).
  const values = z.record(z.string(), z.unknown()).parse(operation.value);
  return Object.entries(values).reduce((next, [key, value]) => setAttribute(next, normalisePath(key), value), state);
}

/** The state after a PatchOp's operations, applied in order (RFC 7644 §3.5.2). */
export function patchedUserState(state: ScimUserState, body: unknown): ScimUserState {
  return PatchBody.parse(body).Operations.reduce(applyOperation, state);
}
