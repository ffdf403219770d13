import { FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@attest/domain';
import { BackButton } from './back-button';

export function DocumentNotFound({ role, backLabel }: { role: Role; backLabel?: string }) {
  const { t } = useTranslation('documentView');
  return (
    <div className="flex flex-col items-center gap-3 py-20 text-center" role="alert">
      <FileQuestion className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-semibold tracking-tight">{t('notFound.title')}</h1>
      <p className="text-sm text-muted-foreground">{t('notFound.description')}</p>
      <div className="mt-2">
        <BackButton role={role} label={backLabel ?? t('navigation.goBack')} />
      </div>
    </div>
  );
}
