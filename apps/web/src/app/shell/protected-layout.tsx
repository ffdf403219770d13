import { useEffect, useState } from 'react';
import { MaintenanceBanner } from '@/components/maintenance-banner';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from '@tanstack/react-router';
import type { CurrentUser } from '@attest/domain';
import { Spinner } from '@/components/ui/spinner';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { TooltipProvider } from '@/components/ui/tooltip';
import { RequireAuth } from '@/features/auth/require-auth';
import { useSession } from '@/lib/session';
import { useSessionExpiry } from '@/features/auth/use-session-expiry';
import { useApplyPreferences } from '@/features/profile/use-apply-preferences';
import { setToastPlace } from '@/lib/toast-place';
import { useMediaQuery } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import { AppHeader } from './app-header';
import { SidebarNav } from '@/features/shell/sidebar-nav';
import { SidebarUser } from '@/features/shell/sidebar-user';
import { useSidebarCollapsed } from '@/features/shell/use-sidebar-collapsed';

/** /dashboard/$role/*: the guard, then the shell (header, sidebar) around the page. */
export function ProtectedLayout() {
  return <RequireAuth>{(user) => <Shell user={user} />}</RequireAuth>;
}

function Shell({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('shell');
  const isDesktop = useMediaQuery('(min-width: 1024px)');
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  useSessionExpiry(useSession().data);
  const preferences = useApplyPreferences();
  const fullScreen = useMatches({ select: (matches) => matches.some((match) => match.staticData.fullScreen) });
  // Toasts go to the expanded sidebar's foot, where they cover no control.
  const sidebarFoot = isDesktop && !collapsed && !fullScreen;
  useEffect(() => {
    setToastPlace(sidebarFoot ? 'sidebar-foot' : 'corner');
    return () => setToastPlace('corner');
  }, [sidebarFoot]);

  // Pages wait for the person's date formats (one small request, usually cached from sign-in).
  const page = preferences.settled ? <Outlet /> : <PageLoading />;

  if (fullScreen) return <TooltipProvider delayDuration={200}>{page}</TooltipProvider>;

  return (
    <TooltipProvider delayDuration={200}>
      <div className="min-h-svh bg-background">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {t('layout.skipToContent')}
        </a>
        <AppHeader
          user={user}
          isDesktop={isDesktop}
          collapsed={collapsed}
          onToggleSidebar={isDesktop ? toggleCollapsed : () => setDrawerOpen(true)}
        />
        <aside
          className={cn(
            'fixed top-16 bottom-0 left-0 z-30 hidden flex-col border-r bg-card transition-[width] duration-200 lg:flex',
            collapsed ? 'w-16' : 'w-80',
          )}
        >
          <SidebarNav role={user.role} collapsed={collapsed} />
          <SidebarUser user={user} collapsed={collapsed} />
        </aside>
        {!isDesktop && (
          <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
            <SheetContent>
              <div className="flex h-16 items-center border-b px-4">
                <SheetTitle className="text-base font-semibold">Attest</SheetTitle>
                <SheetDescription className="sr-only">{t('layout.navigationMenu')}</SheetDescription>
              </div>
              <SidebarNav role={user.role} collapsed={false} onNavigate={() => setDrawerOpen(false)} />
              <SidebarUser user={user} collapsed={false} />
            </SheetContent>
          </Sheet>
        )}
        <main
          id="main-content"
          className={cn('pt-16 transition-[padding] duration-200', collapsed ? 'lg:pl-16' : 'lg:pl-80')}
        >
          <MaintenanceBanner />
          <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">{page}</div>
        </main>
      </div>
    </TooltipProvider>
  );
}

/** The page area while the person's display preferences load. */
function PageLoading() {
  const { t } = useTranslation('status');
  return (
    <div role="status" className="flex justify-center py-16">
      <Spinner />
      <span className="sr-only">{t('loading.default')}</span>
    </div>
  );
}
