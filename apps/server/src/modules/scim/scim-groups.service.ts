import { z } from 'zod';
import { ROLE_LABELS, ROLES, isRole, type Role } from '@attest/domain';
import { ScimError } from './scim-error.ts';
import { groupTest, parseFilter } from './scim-filter.ts';
import { SCIM_GROUP_SCHEMA } from './scim-schemas.ts';
import { PatchBody, type PatchOperation } from './scim-user-input.ts';
import { memberIdsByRole, usersWithRole } from './scim-users.repo.ts';
import { joinScimRole, leaveScimRole, type ScimContext, type ScimUserDeps } from './scim-users.service.ts';

/**
 * The six roles are the Groups, fixed: id = role key, displayName = role label. A user holds exactly one role, so
 * joining a group sets the user's role to it (leaving the group they were in); leaving the group of one's current
 * role falls back to the least privilege, `user`; leaving another group changes nothing.
 */
export function groupResource(role: Role, members: { id: string; name: string }[] | null, base: string) {
  return {
    schemas: [SCIM_GROUP_SCHEMA],
    id: role,
    displayName: ROLE_LABELS[role],
    ...(members ? { members: members.map((member) => ({ value: member.id, display: member.name, $ref: `${base}/Users/${member.id}` })) } : {}),
    meta: { resourceType: 'Group', location: `${base}/Groups/${role}` },
  };
}

export function roleOfGroup(id: string): Role {
  if (!isRole(id)) throw new ScimError(404, undefined, `No group ${id}: the groups are the six roles (${ROLES.join(', ')}).`);
  return id;
}

export async function scimGroup(deps: ScimUserDeps, id: string, withMembers: boolean, base: string) {
  const role = roleOfGroup(id);
  return groupResource(role, withMembers ? await usersWithRole(deps.db, role) : null, base);
}

/** The groups a filter selects (all six without one). */
export async function scimGroups(deps: ScimUserDeps, filter: string | undefined, withMembers: boolean, base: string) {
  const test = filter ? groupTest(parseFilter(filter)) : () => true;
  const members = await memberIdsByRole(deps.db);
  const roles = ROLES.filter((role) => test({ id: role, displayName: ROLE_LABELS[role], memberIds: members.get(role) ?? [] }));
  return Promise.all(roles.map((role) => scimGroup(deps, role, withMembers, base)));
}

const Members = z.array(z.object({ value: z.string() })).max(1000);
const MEMBER_PATH = /^members\[value eq "([^"]+)"\]$/i;

/** What one operation does to the membership: users who join, users who leave, or the whole list replaced. */
function membershipChange(operation: PatchOperation, displayName: string): { join: string[]; leave: string[] | 'all'; replace: string[] | null } {
  const path = operation.path?.trim();
  const none = { join: [], leave: [], replace: null };
  if (!path) {
    // Okta: replace with a whole Group ({ id, displayName, members? }); the name of a role does not change.
    const group = z.object({ displayName: z.string().optional(), members: Members.optional() }).loose().parse(operation.value);
    if (group.displayName !== undefined && group.displayName !== displayName) throw new ScimError(400, 'mutability', 'A group is a role: its displayName cannot change.');
    return group.members ? { ...none, replace: group.members.map((m) => m.value) } : none;
  }
  if (path.toLowerCase() === 'displayname') {
    if (operation.value !== displayName) throw new ScimError(400, 'mutability', 'A group is a role: its displayName cannot change.');
    return none;
  }
  const single = MEMBER_PATH.exec(path);
  if (single?.[1] && operation.op === 'remove') return { ...none, leave: [single[1]] };
  if (path.toLowerCase() !== 'members') throw new ScimError(400, 'invalidPath', `The path ${path} is not supported on a Group.`);
  if (operation.op === 'remove') return { ...none, leave: operation.value === undefined ? 'all' : Members.parse(operation.value).map((m) => m.value) };
  const ids = Members.parse(operation.value).map((m) => m.value);
  return operation.op === 'add' ? { ...none, join: ids } : { ...none, replace: ids };
}

/** PATCH (and PUT, as one replace): each operation in order, all in one transaction; every role change audited. */
export async function patchScimGroup(deps: ScimUserDeps, id: string, body: unknown, context: ScimContext): Promise<void> {
  const role = roleOfGroup(id);
  const operations = PatchBody.parse(body).Operations;
  await deps.db.transaction(async (tx) => {
    for (const operation of operations) {
      const change = membershipChange(operation, ROLE_LABELS[role]);
      const current = async () => (await usersWithRole(tx, role)).map((member) => member.id);
      const leave = change.leave === 'all' ? await current() : change.leave;
      const join = change.replace ?? change.join;
      if (change.replace) leave.push(...(await current()).filter((member) => !change.replace?.includes(member)));
      for (const member of join) await joinScimRole(tx, deps, member, role, context);
      for (const member of leave) await leaveScimRole(tx, deps, member, role, context);
    }
  });
}
