import { UpdateUserRequest, CreateUserRequest, type Role } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import type { AuditActor, RequestOrigin } from '../audit/audit.repo.ts';
import { createUser } from '../users/users.service.ts';
import { editUser } from '../users/user-admin.service.ts';
import { mailSetupCode } from '../users/setup-code-mail.ts';
import { findUserById, lockUserById, type UserRow } from '../users/users.repo.ts';
import { ScimError } from './scim-error.ts';
import { isUuid, parseFilter, userCondition } from './scim-filter.ts';
import { stateOf, type ScimUserState } from './scim-user-resource.ts';
import { pageOfUsers, saveExternalId, saveNameParts, scimAttributesOf, userIdOfExternalId, type ScimUserRow } from './scim-users.repo.ts';

/** A SCIM-provisioned user starts with the least privilege; a Group membership gives another role. */
export const SCIM_DEFAULT_ROLE: Role = 'user';

export interface ScimContext {
  /** "SCIM: <token name>", with no user id. */
  actor: AuditActor;
  origin: RequestOrigin;
  now: Date;
}

export interface ScimUserDeps {
  db: Db;
  setupCodeTtlHours: number;
  /** The break-glass administrator's address: never changed by provisioning. */
  breakGlassAdminEmail: string | undefined;
  /** Read at use time: whether a created user is e-mailed a setup code (mail on, and local passwords allowed). */
  mailSetupCodes: () => Promise<boolean>;
}

async function lockedUser(tx: Db, id: string): Promise<UserRow> {
  const user = await lockUserById(tx, id);
  if (!user) throw new ScimError(404, undefined, `No user ${id}.`);
  return user;
}

/** What SCIM manages of the user now, read in the transaction that holds their row. */
const scimStateOf = async (tx: Db, user: UserRow): Promise<ScimUserState> => stateOf({ user, ...(await scimAttributesOf(tx, user.id)) });

async function assertExternalIdFree(tx: Db, externalId: string | null, exceptUserId?: string): Promise<void> {
  if (externalId === null) return;
  const owner = await userIdOfExternalId(tx, externalId);
  if (owner && owner !== exceptUserId) throw new ScimError(409, 'uniqueness', 'Another user has this externalId.');
}

/** Reads a user for SCIM; 404 when there is none (an id that is not a uuid names no user). */
export async function scimUser(db: Db, id: string): Promise<ScimUserRow> {
  const user = isUuid(id) ? await findUserById(db, id) : undefined;
  if (!user) throw new ScimError(404, undefined, `No user ${id}.`);
  return { user, ...(await scimAttributesOf(db, user.id)) };
}

/** Creates the user through the users module (e-mail never reused, "User Created" audited, setup code issued). */
export async function createScimUser(deps: ScimUserDeps, state: ScimUserState, context: ScimContext): Promise<ScimUserRow> {
  const input = CreateUserRequest.parse({ name: state.name, email: state.email, designation: state.title, role: SCIM_DEFAULT_ROLE, status: state.active ? 'active' : 'inactive' });
  const mail = await deps.mailSetupCodes();
  return deps.db.transaction(async (tx) => {
    await assertExternalIdFree(tx, state.externalId);
    const made = await createUser(tx, input, { ...context, setupCodeTtlHours: deps.setupCodeTtlHours });
    const expiresAt = new Date(context.now.getTime() + deps.setupCodeTtlHours * 3_600_000);
    await mailSetupCode(tx, made.user, { setupCode: made.setupCode, expiresAt, reason: 'created' }, mail);
    await saveExternalId(tx, made.user.id, state.externalId);
    await saveNameParts(tx, made.user.id, state.nameParts);
    return { user: made.user, externalId: state.externalId, nameParts: state.nameParts };
  });
}

/**
 * Brings a user to the state SCIM asks for (and, from a Group, to a role) through the users module's edit, which
 * keeps e-mails unique forever, ends the sessions of a deactivated user and audits old → new.
 */
async function applyState(tx: Db, deps: ScimUserDeps, user: UserRow, state: ScimUserState, role: Role, context: ScimContext): Promise<ScimUserRow> {
  if (deps.breakGlassAdminEmail && user.email === deps.breakGlassAdminEmail) {
    throw new ScimError(403, undefined, 'The break-glass administrator is managed in Attest, not by provisioning.');
  }
  await assertExternalIdFree(tx, state.externalId, user.id);
  const input = UpdateUserRequest.parse({
    name: state.name,
    email: state.email,
    employeeId: user.employeeId,
    designation: state.title,
    department: user.department,
    role,
    phone: user.phone,
    hireDate: user.hireDate,
    status: state.active ? 'active' : 'inactive',
  });
  const edited = await editUser(tx, user.id, input, context);
  await saveExternalId(tx, user.id, state.externalId);
  await saveNameParts(tx, user.id, state.nameParts);
  return { user: edited, externalId: state.externalId, nameParts: state.nameParts };
}

/** PUT and PATCH: `next` computes the wanted state from the current one, inside the transaction that holds the row. */
export async function updateScimUser(deps: ScimUserDeps, id: string, next: (current: ScimUserState) => ScimUserState, context: ScimContext): Promise<ScimUserRow> {
  await scimUser(deps.db, id);
  return deps.db.transaction(async (tx) => {
    const user = await lockedUser(tx, id);
    const current = await scimStateOf(tx, user);
    return applyState(tx, deps, user, next(current), user.role, context);
  });
}

/** DELETE: users are deactivated, never deleted (their records and signatures name them). */
export function deactivateScimUser(deps: ScimUserDeps, id: string, context: ScimContext): Promise<ScimUserRow> {
  return updateScimUser(deps, id, (current) => ({ ...current, active: false }), context);
}

async function memberToChange(tx: Db, id: string): Promise<UserRow> {
  const user = isUuid(id) ? await lockUserById(tx, id) : undefined;
  if (!user) throw new ScimError(400, 'invalidValue', `No user ${id} to change the membership of.`);
  return user;
}

/** Joining a Group: the user's one role becomes the group's. */
export async function joinScimRole(tx: Db, deps: ScimUserDeps, id: string, role: Role, context: ScimContext): Promise<void> {
  const user = await memberToChange(tx, id);
  if (user.role !== role) await applyState(tx, deps, user, await scimStateOf(tx, user), role, context);
}

/** Leaving a Group: the group of the user's current role leaves them the least privilege; another group, nothing. */
export async function leaveScimRole(tx: Db, deps: ScimUserDeps, id: string, role: Role, context: ScimContext): Promise<void> {
  const user = await memberToChange(tx, id);
  if (user.role === role && role !== SCIM_DEFAULT_ROLE) await applyState(tx, deps, user, await scimStateOf(tx, user), SCIM_DEFAULT_ROLE, context);
}

/** GET /Users: a filter, and startIndex (1-based) / count paging done by the database. */
export async function listScimUsers(db: Db, query: { filter?: string; startIndex: number; count: number }): Promise<{ rows: ScimUserRow[]; total: number }> {
  const where = query.filter ? userCondition(parseFilter(query.filter)) : undefined;
  return pageOfUsers(db, where, { offset: query.startIndex - 1, limit: query.count });
}
