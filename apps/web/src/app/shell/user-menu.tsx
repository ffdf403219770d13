import { useNavigate } from '@tanstack/react-router';
import { ChevronDown, GraduationCap, LogOut, RefreshCw, Settings, UserCog } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { canAccessModule, type CurrentUser } from '@attest/domain';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useRefreshSession } from '@/features/auth/use-refresh-session';
import { useSignOut } from '@/features/auth/use-sign-out';
import { roleLabel } from '@/i18n/labels';
import { UserAvatar } from '@/components/user-avatar';

export function UserMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const refresh = useRefreshSession();
  const signOut = useSignOut();
  const { role } = user;

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="h-10 gap-2 px-1.5 sm:px-2" aria-label={t('userMenu.trigger', { name: user.name })}>
          <UserAvatar name={user.name} src={user.avatarUrl} className="size-8" />
          <span className="hidden max-w-40 truncate text-sm font-medium md:inline">{user.name}</span>
          <ChevronDown className="hidden text-muted-foreground md:inline" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        <DropdownMenuLabel className="space-y-1 py-2">
          <p className="truncate font-semibold">{user.name}</p>
          {user.department && <p className="truncate text-xs font-normal text-muted-foreground">{user.department}</p>}
          <p className="truncate text-xs font-normal text-muted-foreground">{user.email}</p>
          <p className="text-xs font-medium text-primary">{roleLabel(role)}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={refresh.isPending} onSelect={() => refresh.mutate()}>
          <RefreshCw aria-hidden="true" />
          {t('userMenu.refreshSession')}
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() => void navigate({ to: '/dashboard/$role/profile-settings', params: { role } })}
        >
          <UserCog aria-hidden="true" />
          {t('userMenu.profileSettings')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate({ to: '/dashboard/$role/my-training', params: { role } })}>
          <GraduationCap aria-hidden="true" />
          {t('userMenu.myTraining')}
        </DropdownMenuItem>
        {canAccessModule(role, 'system') && (
          <DropdownMenuItem onSelect={() => void navigate({ to: '/dashboard/$role/system', params: { role }, search: { tab: 'preferences' } })}>
            <Settings aria-hidden="true" />
            {t('userMenu.systemPreferences')}
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          {t('userMenu.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
