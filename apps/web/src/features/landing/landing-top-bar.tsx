import { Link } from '@tanstack/react-router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { ThemeToggle } from '@/features/theme/theme-toggle';

const anchorClasses =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring';

export function LandingTopBar() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Link to="/" className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring" aria-label="Attest home">
          <Logo />
        </Link>
        <nav aria-label="Page sections" className="ml-6 hidden items-center gap-1 sm:flex">
          <a href="#features" className={anchorClasses}>
            Features
          </a>
          <a href="#compliance" className={anchorClasses}>
            Compliance
          </a>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
          <Button asChild>
            <Link to="/login">Sign In</Link>
          </Button>
        </div>
      </div>
    </header>
  );
}
