import { z } from 'zod';
import { ROLES } from '../roles.ts';
import { USER_STATUSES } from '../user-statuses.ts';
import { FIELD_MESSAGES } from '../field-messages.ts';

/** Spec 02 §3 bulk CSV columns, in template order. */
export const USER_UPLOAD_COLUMNS = [
  'employee_id',
  'employee_name',
  'email_id',
  'designation',
  'department',
  'role',
  'status',
  'avatar_url',
  'phone',
  'hire_date',
] as const;
export type UserUploadColumn = (typeof USER_UPLOAD_COLUMNS)[number];

/** Spec 02 §9: the template's name; it holds five sample rows. */
export const USER_UPLOAD_TEMPLATE_NAME = 'user_upload_template_plan_b.csv';
/** The preview shows this many rows, then "... and N more users". */
export const USER_UPLOAD_PREVIEW_ROWS = 10;
/** One request creates at most this many users. */
export const USER_UPLOAD_MAX_ROWS = 1000;

/** A row as read from the CSV: every cell a string (or absent). */
export const UserUploadRow = z.object(
  Object.fromEntries(USER_UPLOAD_COLUMNS.map((c) => [c, z.string().max(500).optional()])) as Record<
    UserUploadColumn,
    z.ZodOptional<z.ZodString>
  >,
);
export type UserUploadRow = z.infer<typeof UserUploadRow>;

export const UserUploadRequest = z.object({ rows: z.array(UserUploadRow).min(1).max(USER_UPLOAD_MAX_ROWS) }).strict();
export type UserUploadRequest = z.infer<typeof UserUploadRequest>;

const blank = (value: string | undefined) => (value ?? '').trim();

/** Spec 02 §5 preview counts: e-mails containing @, one of the six roles (empty means user), active or empty status. */
export function uploadPreviewCounts(rows: readonly UserUploadRow[]) {
  return {
    validEmails: rows.filter((r) => blank(r.email_id).includes('@')).length,
    validRoles: rows.filter((r) => {
      const role = blank(r.role).toLowerCase();
      return role === '' || (ROLES as readonly string[]).includes(role);
    }).length,
    activeStatus: rows.filter((r) => ['', 'active'].includes(blank(r.status).toLowerCase())).length,
  };
}

/** Problems with one row before it is sent; the server checks the same and more (duplicates). */
export function uploadRowProblems(row: UserUploadRow): string[] {
  const problems: string[] = [];
  if (!blank(row.employee_name)) problems.push(FIELD_MESSAGES.uploadNameRequired);
  const email = blank(row.email_id);
  if (!email) problems.push(FIELD_MESSAGES.uploadEmailRequired);
  else if (!z.email().safeParse(email.toLowerCase()).success) problems.push(FIELD_MESSAGES.uploadEmailInvalid);
  const role = blank(row.role).toLowerCase();
  if (role && !(ROLES as readonly string[]).includes(role)) problems.push(FIELD_MESSAGES.uploadRoleInvalid);
  const status = blank(row.status).toLowerCase();
  if (status && !(USER_STATUSES as readonly string[]).includes(status)) problems.push(FIELD_MESSAGES.uploadStatusInvalid);
  const hireDate = blank(row.hire_date);
  if (hireDate && !z.iso.date().safeParse(hireDate).success) problems.push(FIELD_MESSAGES.uploadHireDateInvalid);
  return problems;
}

export const UserUploadResult = z.object({
  /** 1-based data row number (the header is row 0). */
  row: z.number().int(),
  email: z.string(),
  name: z.string(),
  ok: z.boolean(),
  error: z.string().optional(),
  /** The new user's one-time setup code: in this response only. */
  setupCode: z.string().optional(),
});
export type UserUploadResult = z.infer<typeof UserUploadResult>;

export const UserUploadResponse = z.object({
  created: z.number().int(),
  failed: z.number().int(),
  results: z.array(UserUploadResult),
});
export type UserUploadResponse = z.infer<typeof UserUploadResponse>;
