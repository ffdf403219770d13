import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { errorText } from '@/i18n/error-text';
import { useSignatureConfig } from './queries';
import { SignatureConfigForm } from './signature-config-form';
import { PendingChangePanel } from '@/components/pending-change-panel/pending-change-panel';

/** System Administration → Signatures (spec 02 §3 Signature configuration). */
export function SignatureConfigTab() {
  const { t } = useTranslation('signatureConfig');
  const config = useSignatureConfig();
  if (config.isError)
    return (
      <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm text-destructive">
        {errorText(config.error, t('loadFailed'))}
      </p>
    );
  if (!config.data) return <Skeleton className="h-96 rounded-xl" aria-label={t('loading')} />;
  // Keyed by the last save so a save from elsewhere refills the form.
  return (
    <div className="grid gap-6">
      <PendingChangePanel settingKey="signatureConfig" />
      <SignatureConfigForm key={config.data.updatedAt ?? 'defaults'} current={config.data} />
    </div>
  );
}
