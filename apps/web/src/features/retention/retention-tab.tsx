import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { errorText } from '@/i18n/error-text';
import { DispositionSection } from './disposition-section';
import { PoliciesForm } from './policies-form';
import { useRetentionPolicies } from './queries';
import { StaleDraftsSection } from './stale-drafts-section';

/** System Administration → Retention (spec 02 §2): the four periods, the disposition review and stale drafts. */
export function RetentionTab() {
  const { t } = useTranslation('retention');
  const policies = useRetentionPolicies();
  if (policies.isError)
    return (
      <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm text-destructive">
        {errorText(policies.error, t('loadFailed'))}
      </p>
    );
  if (!policies.data) return <Skeleton className="h-64 rounded-xl" aria-label={t('loading')} />;
  return (
    <div className="grid gap-6">
      {/* Keyed by the last save so a save from elsewhere refills the form. */}
      <PoliciesForm key={policies.data.updatedAt ?? 'defaults'} policies={policies.data} />
      <DispositionSection periodDays={policies.data.documents} />
      <StaleDraftsSection periodDays={policies.data.drafts} />
    </div>
  );
}
