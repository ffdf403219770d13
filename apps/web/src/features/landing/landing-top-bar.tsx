import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { ThemeToggle } from '@/components/theme/theme-toggle';

const anchorClasses =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring';

export function LandingTopBar() {
  const { t } = useTranslation('landing');
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Link to="/" className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring" aria-label={t('topBar.home')}>
          <Logo />
        </Link>
        <nav aria-label={t('topBar.sections')} className="ml-6 hidden items-center gap-1 sm:flex">
          <a href="#features" className={anchorClasses}>
            {t('topBar.features')}
          </a>
          <a href="#compliance" className={anchorClasses}>
            {t('topBar.compliance')}
          </a>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
          <Button asChild>
            <Link to="/login">{t('topBar.signIn')}</Link>
          </Button>
        </div>
      </div>
    </header>
  );
}
