import { Link } from '@tanstack/react-router';
import { Home, LayoutDashboard, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { StatusLayout } from '@/components/status/status-layout';

export function UnauthorizedPage() {
  const { t } = useTranslation('status');
  const { data: session } = useSession();
  return (
    <StatusLayout>
      <div className="mx-auto mb-6 flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <ShieldAlert className="size-7" aria-hidden="true" />
      </div>
      <h1 className="text-2xl font-semibold tracking-tight">{t('unauthorized.title')}</h1>
      <p className="mt-3 text-sm text-muted-foreground">{t('unauthorized.description')}</p>
      <Button asChild className="mt-8">
        {session ? (
          <Link to="/dashboard/$role" params={{ role: session.user.role }}>
            <LayoutDashboard aria-hidden="true" />
            {t('unauthorized.dashboard')}
          </Link>
        ) : (
          <Link to="/">
            <Home aria-hidden="true" />
            {t('unauthorized.home')}
          </Link>
        )}
      </Button>
    </StatusLayout>
  );
}
