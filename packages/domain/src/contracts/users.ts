import { z } from 'zod';
import { ROLES } from '../roles.ts';
import { EmailInput } from './common.ts';
import { FIELD_MESSAGES } from '../field-messages.ts';
import { USER_STATUSES, EDITABLE_USER_STATUSES } from '../user-statuses.ts';

/** Spec 02 §5 login filters. */
export const LOGIN_FILTERS = ['never', 'recent', 'locked', 'failed'] as const;
export type LoginFilter = (typeof LOGIN_FILTERS)[number];
export const LOGIN_FILTER_LABELS: Record<LoginFilter, string> = {
  never: 'Never Logged In',
  recent: 'Recent Login (7 days)',
  locked: 'Locked',
  failed: 'Failed Attempts',
};

/** Spec 02 §9: recent login window and the high-failure badge threshold. */
export const RECENT_LOGIN_DAYS = 7;
export const HIGH_FAILURE_THRESHOLD = 5;

export const LOGIN_STATUSES = ['locked', 'high-failures', 'never-logged-in', 'first-login', 'active'] as const;
export type LoginStatus = (typeof LOGIN_STATUSES)[number];
export const LOGIN_STATUS_LABELS: Record<LoginStatus, string> = {
  locked: 'Locked',
  'high-failures': 'High Failures',
  'never-logged-in': 'Never Logged In',
  'first-login': 'First Login',
  active: 'Active',
};

/** Spec 02 §4 login-status badge, first rule that holds wins. */
export function loginStatusOf(
  user: { accountLockedUntil: string | Date | null; failedLoginAttempts: number; lastLogin: string | Date | null; isFirstLogin: boolean },
  now: Date = new Date(),
): LoginStatus {
  if (user.accountLockedUntil !== null && new Date(user.accountLockedUntil) > now) return 'locked';
  if (user.failedLoginAttempts > HIGH_FAILURE_THRESHOLD) return 'high-failures';
  if (user.lastLogin === null) return 'never-logged-in';
  if (user.isFirstLogin) return 'first-login';
  return 'active';
}

/** Optional free text: trimmed, and blank stored as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

const Name = z.string().trim().min(1, FIELD_MESSAGES.requiredFields).max(200);
const IsoDate = z.iso.date();

/** What an administrator sees of a user: never a password or its hash, only whether one is set. */
export const ManagedUser = z.object({
  id: z.uuid(),
  employeeId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  designation: z.string().nullable(),
  department: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  phone: z.string().nullable(),
  hireDate: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  lastLogin: z.iso.datetime().nullable(),
  failedLoginAttempts: z.number().int(),
  accountLockedUntil: z.iso.datetime().nullable(),
  passwordSet: z.boolean(),
  isFirstLogin: z.boolean(),
  loginStatus: z.enum(LOGIN_STATUSES),
});
export type ManagedUser = z.infer<typeof ManagedUser>;

export const USER_SORTS = ['name', 'email', 'employeeId', 'role', 'department', 'status', 'createdAt', 'lastLogin'] as const;
export type UserSort = (typeof USER_SORTS)[number];

export const UserListFilters = z.object({
  /** Name, e-mail or employee id, case-insensitive substring. */
  q: z.string().trim().max(200).optional(),
  role: z.enum(ROLES).optional(),
  status: z.enum(USER_STATUSES).optional(),
  login: z.enum(LOGIN_FILTERS).optional(),
  /** Active Users page: only users who have set a password. */
  passwordSet: z.enum(['true', 'false']).optional(),
});

export const UserListQuery = UserListFilters.extend({
  /** Spec 02 §9: users by name ascending unless the header says otherwise. */
  sort: z.enum(USER_SORTS).default('name'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});
export type UserListQuery = z.input<typeof UserListQuery>;

/** Spec 01 §3 user counts, plus the admin card of User Management. */
export const UserSummary = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  admins: z.number().int(),
});
export type UserSummary = z.infer<typeof UserSummary>;

export const UserListResponse = z.object({
  items: z.array(ManagedUser),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  summary: UserSummary,
});
export type UserListResponse = z.infer<typeof UserListResponse>;

const UserFields = {
  name: Name,
  email: EmailInput,
  employeeId: optionalText(50),
  designation: optionalText(100),
  department: optionalText(100),
  role: z.enum(ROLES),
  phone: optionalText(50),
  hireDate: IsoDate.nullish().transform((v) => v ?? null),
};

export const CreateUserRequest = z.object({ ...UserFields, status: z.enum(EDITABLE_USER_STATUSES).default('active') }).strict();
export type CreateUserRequest = z.input<typeof CreateUserRequest>;

export const UpdateUserRequest = z
  .object({
    ...UserFields,
    status: z.enum(EDITABLE_USER_STATUSES),
    /** The record's updatedAt as loaded: when someone changed it since, the edit is refused (409). */
    expectedUpdatedAt: z.iso.datetime().optional(),
  })
  .strict();
export type UpdateUserRequest = z.input<typeof UpdateUserRequest>;

/** A one-time setup code, shown once to the administrator (DESIGN.md §4.5). */
export const SetupCodeIssued = z.object({
  user: ManagedUser,
  setupCode: z.string(),
  expiresAt: z.iso.datetime(),
  /** Whether the code was also e-mailed to the user. */
  mailed: z.boolean(),
});
export type SetupCodeIssued = z.infer<typeof SetupCodeIssued>;

export const UserResponse = z.object({ user: ManagedUser });

export const SetUserStatusRequest = z.object({ status: z.enum(USER_STATUSES) }).strict();

export const BulkUserUpdateRequest = z
  .object({
    ids: z.array(z.uuid()).min(1).max(500),
    role: z.enum(ROLES).optional(),
    status: z.enum(USER_STATUSES).optional(),
  })
  .strict()
  .refine((b) => (b.role === undefined) !== (b.status === undefined), FIELD_MESSAGES.roleOrStatus);
export type BulkUserUpdateRequest = z.input<typeof BulkUserUpdateRequest>;

export const BulkUserUpdateResponse = z.object({ updated: z.number().int(), unchanged: z.number().int() });
