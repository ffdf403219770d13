import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/logo';

// Spec 01 §2: these footer entries lead nowhere yet, so they are plain text rather than dead links.
const COLUMNS = [
  { title: 'footer.company.title', items: ['footer.company.about', 'footer.company.contact', 'footer.company.support'] },
  { title: 'footer.legal.title', items: ['footer.legal.privacy', 'footer.legal.terms', 'footer.legal.compliance'] },
] as const;

export function LandingFooter() {
  const { t } = useTranslation('landing');
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto grid max-w-6xl gap-10 px-6 py-14 sm:grid-cols-[2fr_1fr_1fr]">
        <div className="space-y-3">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">{t('footer.tagline')}</p>
        </div>
        {COLUMNS.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold">{t(column.title)}</h2>
            <ul className="mt-3 space-y-2 text-sm text-muted-foreground">
              {column.items.map((item) => (
                <li key={item}>{t(item)}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-6 py-6 text-xs text-muted-foreground">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
