import { LOGIN_STATUS_LABELS, ROLE_LABELS, type ManagedUser } from '@attest/domain';
import { CSV_BOM, csvLine } from '../audit/audit-csv.ts';

export type UserExportView = 'all' | 'active';

const ALL_COLUMNS = ['User', 'Email', 'Employee ID', 'Designation', 'Department', 'Role', 'Status', 'Created'];
const ACTIVE_COLUMNS = [...ALL_COLUMNS, 'Login Status', 'Last Login'];

/** The header line (with the byte order mark Excel needs) of the All Users or Active Users export. */
export const userCsvHeader = (view: UserExportView): string => CSV_BOM + csvLine(view === 'active' ? ACTIVE_COLUMNS : ALL_COLUMNS);

/** One user as a CSV line: every value quoted, dates in ISO 8601 (spec 02 §7). */
export function userCsvRow(user: ManagedUser, view: UserExportView): string {
  const values = [
    user.name,
    user.email,
    user.employeeId,
    user.designation,
    user.department,
    ROLE_LABELS[user.role],
    user.status,
    user.createdAt,
  ];
  if (view === 'active') values.push(LOGIN_STATUS_LABELS[user.loginStatus], user.lastLogin);
  return csvLine(values);
}

/** users_export_{date}.csv or active_users_export_{date}.csv (UTC date). */
export const userExportFileName = (view: UserExportView, now: Date): string =>
  `${view === 'active' ? 'active_users_export' : 'users_export'}_${now.toISOString().slice(0, 10)}.csv`;
