import { Link } from '@tanstack/react-router';
import { ArrowRight, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

export function Hero() {
  const { t } = useTranslation('landing');
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,var(--color-blue-100),transparent_60%)] dark:bg-[radial-gradient(ellipse_at_top,var(--color-blue-950),transparent_60%)]"
      />
      <div className="relative mx-auto max-w-4xl px-6 pt-36 pb-24 text-center sm:pt-44 sm:pb-28">
        <p className="mx-auto mb-6 inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1 text-xs font-medium text-muted-foreground shadow-xs">
          <ShieldCheck className="size-3.5 text-primary" aria-hidden="true" />
          {t('hero.tagline')}
        </p>
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-6xl">
          {t('hero.titleLead')} <span className="text-primary">{t('hero.titleAccent')}</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground">{t('hero.description')}</p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Button size="lg" asChild>
            <Link to="/login">
              {t('hero.getStarted')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button size="lg" variant="outline" asChild>
            <a href="#features">{t('hero.explore')}</a>
          </Button>
        </div>
      </div>
    </section>
  );
}
