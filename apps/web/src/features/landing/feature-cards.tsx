import { FileText, History, Workflow, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const FEATURES: { id: 'documentControl' | 'workflowManagement' | 'auditLogs'; icon: LucideIcon }[] = [
  { id: 'documentControl', icon: FileText },
  { id: 'workflowManagement', icon: Workflow },
  { id: 'auditLogs', icon: History },
];

export function FeatureCards() {
  const { t } = useTranslation('landing');
  return (
    <section id="features" className="mx-auto max-w-6xl scroll-mt-20 px-6 py-24">
      <div className="mx-auto max-w-2xl text-center">
        <h2 className="text-3xl font-semibold tracking-tight">{t('features.title')}</h2>
        <p className="mt-4 text-muted-foreground">{t('features.description')}</p>
      </div>
      <ul className="mt-14 grid gap-6 md:grid-cols-3">
        {FEATURES.map(({ id, icon: Icon }) => (
          <li key={id}>
            <Card className="h-full transition-shadow hover:shadow-md">
              <CardHeader className="gap-3">
                <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <CardTitle>{t(`features.${id}.title`)}</CardTitle>
                <CardDescription className="leading-relaxed">{t(`features.${id}.description`)}</CardDescription>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
