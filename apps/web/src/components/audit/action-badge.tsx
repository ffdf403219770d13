import type { AuditGroup } from '@attest/domain';
import { Badge } from '@/components/ui/badge';
import { auditGroupLabel } from '@/i18n/labels';

type BadgeVariant = 'green' | 'default' | 'red' | 'orange' | 'dark-grey' | 'grey';

/** Spec 02 §9 badge groups, each with its own colour. */
export const AUDIT_GROUP_VARIANTS: Record<AuditGroup, BadgeVariant> = {
  'create-approve': 'green',
  update: 'default',
  'delete-reject': 'red',
  access: 'orange',
  security: 'dark-grey',
  other: 'grey',
};

/** The action as the server recorded it (not translated), coloured and titled by its badge group. */
export function AuditActionBadge({ action, group }: { action: string; group: AuditGroup }) {
  return (
    <Badge variant={AUDIT_GROUP_VARIANTS[group]} title={auditGroupLabel(group)}>
      {action}
    </Badge>
  );
}
