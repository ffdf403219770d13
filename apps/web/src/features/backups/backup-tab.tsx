import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { BackupSummary } from '@attest/domain';
import { Skeleton } from '@/components/ui/skeleton';
import { errorText } from '@/i18n/error-text';
import { BackupListCard } from './backup-list-card';
import { BackupStatusCard } from './backup-status-card';
import { useBackups } from './queries';

/** Tells how a backup watched while it ran ended: "Backup completed", or the spec's "Backup Error". */
function useOutcomeToasts(items: readonly BackupSummary[] | undefined) {
  const { t } = useTranslation('backups');
  const running = useRef(new Set<string>());
  useEffect(() => {
    for (const backup of items ?? []) {
      if (backup.status === 'running') running.current.add(backup.id);
      else if (running.current.delete(backup.id)) {
        if (backup.status === 'succeeded') toast.success(t('completed'), { description: backup.fileName });
        else toast.error(t('errorTitle'), { description: backup.error ?? t('error') });
      }
    }
  }, [items, t]);
}

/** System Administration → Backup (spec 02 §2), with the history of backups. */
export function BackupTab() {
  const { t } = useTranslation('backups');
  const [page, setPage] = useState(1);
  const backups = useBackups(page);
  useOutcomeToasts(backups.data?.items);
  if (backups.isError) {
    return (
      <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm text-destructive">
        {errorText(backups.error, t('error'))}
      </p>
    );
  }
  if (!backups.data) return <Skeleton className="h-64 rounded-xl" />;
  return (
    // One column that may shrink below its content, so the backups table scrolls in its card on a phone.
    <div className="grid grid-cols-1 gap-6">
      <BackupStatusCard data={backups.data} />
      <BackupListCard data={backups.data} page={page} onPage={setPage} />
    </div>
  );
}
