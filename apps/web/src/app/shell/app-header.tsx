import { Link } from '@tanstack/react-router';
import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@attest/domain';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { CartButton } from '@/features/cart/cart-button';
import { NotificationBell } from '@/features/notifications/notification-bell';
import { HeaderSearch } from '@/features/search/header-search';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { RoleBadge } from '@/components/role-badge';
import { UserMenu } from './user-menu';

interface AppHeaderProps {
  user: CurrentUser;
  isDesktop: boolean;
  collapsed: boolean;
  onToggleSidebar: () => void;
}

export function AppHeader({ user, isDesktop, collapsed, onToggleSidebar }: AppHeaderProps) {
  const { t } = useTranslation('shell');
  const ToggleIcon = !isDesktop ? Menu : collapsed ? PanelLeftOpen : PanelLeftClose;
  const toggleLabel = !isDesktop ? t('header.openNavigation') : collapsed ? t('header.expandSidebar') : t('header.collapseSidebar');
  return (
    <header className="fixed inset-x-0 top-0 z-40 flex h-16 items-center gap-1 border-b bg-card/95 px-2 backdrop-blur supports-[backdrop-filter]:bg-card/80 sm:gap-3 sm:px-4">
      <Button variant="ghost" size="icon" onClick={onToggleSidebar} aria-label={toggleLabel}>
        <ToggleIcon aria-hidden="true" />
      </Button>
      <Link
        to="/dashboard/$role"
        params={{ role: user.role }}
        className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label={t('header.home')}
      >
        <Logo nameClassName="hidden sm:inline" />
      </Link>
      {/* A long role wraps onto two lines on a phone rather than lose its end ("DOCUMENT CO"). */}
      <RoleBadge role={user.role} className="ml-1 max-w-[9.5rem] text-center text-[11px] leading-tight tracking-normal whitespace-normal sm:max-w-none sm:text-xs sm:tracking-wide" />
      <div className="ml-auto flex items-center gap-1">
        <HeaderSearch role={user.role} />
        {/* A phone's header has no room for it: the theme is also in Profile → Preferences. */}
        <div className="hidden sm:contents">
          <ThemeToggle />
        </div>
        <CartButton user={user} />
        <NotificationBell user={user} />
        <UserMenu user={user} />
      </div>
    </header>
  );
}
