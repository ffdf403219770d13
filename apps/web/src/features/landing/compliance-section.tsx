import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const STANDARDS = ['part11', 'fda', 'gdpr', 'alcoa', 'gamp5'] as const;

export function ComplianceSection() {
  const { t } = useTranslation('landing');
  return (
    <section id="compliance" className="scroll-mt-20 border-t bg-muted/40">
      <div className="mx-auto max-w-6xl px-6 py-24">
        <div className="mx-auto max-w-2xl text-center">
          <h2 className="text-3xl font-semibold tracking-tight">{t('compliance.title')}</h2>
          <p className="mt-4 text-muted-foreground">{t('compliance.description')}</p>
        </div>
        <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {STANDARDS.map((standard) => (
            <li key={standard} className="flex flex-col items-center rounded-xl border bg-card p-5 text-center shadow-xs">
              <BadgeCheck className="mb-3 size-8 text-primary" aria-hidden="true" />
              <h3 className="font-semibold">{t(`compliance.${standard}.name`)}</h3>
              <p className="mt-2 text-xs leading-relaxed text-muted-foreground">{t(`compliance.${standard}.description`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
