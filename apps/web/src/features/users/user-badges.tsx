import type { LoginStatus, ManagedUserStatus } from '@attest/domain';
import { Badge } from '@/components/ui/badge';
import { loginStatusLabel, userStatusLabel } from '@/i18n/labels';

const STATUS_VARIANT = { active: 'green', inactive: 'grey', suspended: 'orange' } as const;

export function UserStatusBadge({ status }: { status: ManagedUserStatus }) {
  return <Badge variant={STATUS_VARIANT[status]}>{userStatusLabel(status)}</Badge>;
}

const LOGIN_VARIANT = {
  locked: 'red',
  'high-failures': 'orange',
  'never-logged-in': 'grey',
  'first-login': 'dark-grey',
  active: 'green',
} as const;

/** Spec 02 §4 login-status badge (the rule is applied on the server, in packages/domain). */
export function LoginStatusBadge({ status }: { status: LoginStatus }) {
  return <Badge variant={LOGIN_VARIANT[status]}>{loginStatusLabel(status)}</Badge>;
}
