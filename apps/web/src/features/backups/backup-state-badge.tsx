import { useTranslation } from 'react-i18next';
import { Lock } from 'lucide-react';
import type { BackupStatus } from '@attest/domain';
import { Badge } from '@/components/ui/badge';

const VARIANT = { running: 'orange', succeeded: 'green', failed: 'red', pruned: 'grey' } as const;

export function BackupStateBadge({ status }: { status: BackupStatus }) {
  const { t } = useTranslation('backups');
  return <Badge variant={VARIANT[status]}>{t(`states.${status}`)}</Badge>;
}

/** An age-encrypted archive is named ….tar.age (the server's backup-encryption.ts). */
export const isEncrypted = (backup: { fileName: string }): boolean => backup.fileName.endsWith('.age');

/** The archive is age-encrypted: the backup host cannot read it without the identity. */
export function EncryptedBadge() {
  const { t } = useTranslation('backups');
  return (
    <Badge variant="secondary" className="gap-1">
      <Lock className="size-3" aria-hidden="true" />
      {t('encrypted')}
    </Badge>
  );
}
