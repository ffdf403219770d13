import { useTranslation } from 'react-i18next';
import { DatabaseBackup } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { errorText } from '@/i18n/error-text';
import { useStartBackup } from './queries';

/** Trigger Backup (spec 02 §2, in the System Administration header and the Backup tab): starts one on the server. */
export function TriggerBackupButton({ onStarted, variant = 'default' }: { onStarted?: () => void; variant?: 'default' | 'outline' }) {
  const { t } = useTranslation('backups');
  const start = useStartBackup();
  return (
    <Button
      variant={variant}
      loading={start.isPending}
      loadingText={t('starting')}
      onClick={() =>
        start.mutate(undefined, {
          onSuccess: () => {
            toast.success(t('started'), { description: t('startedDetail') });
            onStarted?.();
          },
          onError: (error) => toast.error(t('failedTitle'), { description: errorText(error, t('failed')) }),
        })
      }
    >
      <DatabaseBackup aria-hidden="true" />
      {t('trigger')}
    </Button>
  );
}
