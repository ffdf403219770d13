import type { CurrentUser } from '@attest/domain';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { roleLabel } from '@/i18n/labels';
import { UserAvatar } from '@/components/user-avatar';

/** Who is signed in, at the foot of the sidebar: initial, name, role and department. */
export function SidebarUser({ user, collapsed }: { user: CurrentUser; collapsed: boolean }) {
  const details = [roleLabel(user.role), user.department].filter(Boolean).join(' · ');
  if (collapsed) {
    return (
      <div className="flex justify-center border-t p-3">
        <Tooltip>
          <TooltipTrigger asChild>
            <span tabIndex={0} className="rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring">
              <UserAvatar name={user.name} />
              <span className="sr-only">
                {user.name}, {details}
              </span>
            </span>
          </TooltipTrigger>
          <TooltipContent side="right">
            {user.name} · {details}
          </TooltipContent>
        </Tooltip>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-3 border-t p-4">
      <UserAvatar name={user.name} />
      <div className="min-w-0">
        <p className="truncate text-sm font-medium">{user.name}</p>
        <p className="truncate text-xs text-muted-foreground">{roleLabel(user.role)}</p>
        {user.department && <p className="truncate text-xs text-muted-foreground">{user.department}</p>}
      </div>
    </div>
  );
}
