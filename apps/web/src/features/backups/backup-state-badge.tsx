import { useTranslation } from 'react-i18next';
import type { BackupStatus } from '@attest/domain';
import { Badge } from '@/components/ui/badge';

const VARIANT = { running: 'orange', succeeded: 'green', failed: 'red', pruned: 'grey' } as const;

export function BackupStateBadge({ status }: { status: BackupStatus }) {
  const { t } = useTranslation('backups');
  return <Badge variant={VARIANT[status]}>{t(`states.${status}`)}</Badge>;
}
