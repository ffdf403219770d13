import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { parse, type Filter } from 'scim2-parse-filter';
import { scimExternalIds, users } from '../../platform/db/schema/index.ts';
import { ScimError } from './scim-error.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether a value can name a row: ids are uuids, and the database refuses to compare anything else with one. */
export const isUuid = (value: string): boolean => UUID.test(value);

const SUPPORTED = 'Supported: userName, emails.value, externalId, id and active with eq, joined by and / or.';

/** Parses a SCIM filter; a filter that does not parse is SCIM's invalidFilter. */
export function parseFilter(filter: string): Filter {
  try {
    return parse(filter);
  } catch {
    throw new ScimError(400, 'invalidFilter', `The filter does not parse: ${filter.slice(0, 200)}`);
  }
}

function text(value: unknown, attribute: string): string {
  if (typeof value !== 'string') throw new ScimError(400, 'invalidFilter', `${attribute} is compared with a string.`);
  return value;
}

/**
 * A Users filter as a condition on users (left-joined to scim_external_ids). The attributes the identity providers
 * look users up by, with `eq`; anything else is refused rather than answered wrongly.
 */
export function userCondition(filter: Filter): SQL {
  if (filter.op === 'and' || filter.op === 'or') {
    const parts = filter.filters.map(userCondition);
    const joined = filter.op === 'and' ? and(...parts) : or(...parts);
    if (!joined) throw new ScimError(400, 'invalidFilter', 'An empty logical expression.');
    return joined;
  }
  if (filter.op !== 'eq') throw new ScimError(400, 'invalidFilter', `The operator ${filter.op} is not supported. ${SUPPORTED}`);
  const attribute = filter.attrPath.toLowerCase().replace(/^urn:ietf:params:scim:schemas:core:2\.0:user:/, '');
  const value = filter.compValue;
  switch (attribute) {
    case 'username':
    case 'emails':
    case 'emails.value':
      return eq(users.email, text(value, filter.attrPath).trim().toLowerCase());
    case 'externalid':
      return eq(scimExternalIds.externalId, text(value, filter.attrPath));
    case 'id': {
      const id = text(value, filter.attrPath);
      // Not a uuid: no user has it (and the uuid column would refuse the comparison).
      return UUID.test(id) ? eq(users.id, id) : sql`false`;
    }
    case 'active': {
      const active = typeof value === 'string' ? value.toLowerCase() === 'true' : value === true;
      if (typeof value !== 'boolean' && !/^(true|false)$/i.test(String(value))) throw new ScimError(400, 'invalidFilter', 'active is compared with true or false.');
      return active ? eq(users.status, 'active') : ne(users.status, 'active');
    }
    default:
      throw new ScimError(400, 'invalidFilter', `Filtering by ${filter.attrPath} is not supported. ${SUPPORTED}`);
  }
}

/** A Groups filter as a test on a group (the six roles are held in memory): displayName or id, with eq. */
export function groupTest(filter: Filter): (group: { id: string; displayName: string; memberIds: readonly string[] }) => boolean {
  if (filter.op === 'and' || filter.op === 'or') {
    const tests = filter.filters.map(groupTest);
    return filter.op === 'and' ? (group) => tests.every((test) => test(group)) : (group) => tests.some((test) => test(group));
  }
  // Entra ID asks whether a user is a member: members[value eq "<user id>"].
  if (filter.op === '[]' && filter.attrPath.toLowerCase() === 'members' && filter.valFilter.op === 'eq' && filter.valFilter.attrPath.toLowerCase() === 'value') {
    const member = text(filter.valFilter.compValue, 'members.value').toLowerCase();
    return (group) => group.memberIds.includes(member);
  }
  if (filter.op !== 'eq') throw new ScimError(400, 'invalidFilter', `The operator ${filter.op} is not supported on Groups: displayName or id with eq.`);
  const value = text(filter.compValue, filter.attrPath).toLowerCase();
  const attribute = filter.attrPath.toLowerCase();
  if (attribute === 'displayname') return (group) => group.displayName.toLowerCase() === value;
  if (attribute === 'id') return (group) => group.id === value;
  if (attribute === 'members.value') return (group) => group.memberIds.includes(value);
  throw new ScimError(400, 'invalidFilter', `Filtering Groups by ${filter.attrPath} is not supported: displayName or id with eq.`);
}
