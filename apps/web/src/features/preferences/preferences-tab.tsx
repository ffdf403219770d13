import { useTranslation } from 'react-i18next';
import type { SystemOverviewResponse } from '@attest/domain';
import { Skeleton } from '@/components/ui/skeleton';
import { EnvironmentFacts } from '@/components/environment-facts';
import { errorText } from '@/i18n/error-text';
import { PreferencesForm } from './preferences-form';
import { useSystemPreferences } from '@/lib/api/preferences/queries';
import { TwoFactorPolicyCard } from '@/components/two-factor/two-factor-policy-card';
import { PendingChangePanel } from '@/components/pending-change-panel/pending-change-panel';

/** System Administration → Preferences (spec 02 §2): the editable preferences, then the environment's read-only facts. */
export function PreferencesTab({ configuration }: { configuration: SystemOverviewResponse['configuration'] }) {
  const { t } = useTranslation('systemPreferences');
  const preferences = useSystemPreferences();
  return (
    <div className="grid gap-6">
      <PendingChangePanel settingKey="systemPreferences" />
      {preferences.isError ? (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm text-destructive">
          {errorText(preferences.error, t('loadFailed'))}
        </p>
      ) : !preferences.data ? (
        <Skeleton className="h-96 rounded-xl" aria-label={t('loading')} />
      ) : (
        // Keyed by the last save so a save from elsewhere refills the form.
        <PreferencesForm key={preferences.data.updatedAt ?? 'defaults'} current={preferences.data} />
      )}
      <TwoFactorPolicyCard />
      <EnvironmentFacts configuration={configuration} />
    </div>
  );
}
