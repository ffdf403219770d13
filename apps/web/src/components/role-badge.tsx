import { ROLE_BADGE_COLOURS, type Role } from '@attest/domain';
import { Badge } from '@/components/ui/badge';
import { roleLabel } from '@/i18n/labels';
import { cn } from '@/lib/utils';

/** Spec 01 §2: the uppercase role badge, coloured by role. */
export function RoleBadge({ role, className }: { role: Role; className?: string }) {
  return (
    <Badge variant={ROLE_BADGE_COLOURS[role]} className={cn('tracking-wide uppercase', className)}>
      {roleLabel(role)}
    </Badge>
  );
}
