import { useTranslation } from 'react-i18next';
import type { DiagnosticStatus } from '@attest/domain';
import { Badge } from '@/components/ui/badge';

const VARIANT = { pass: 'green', fail: 'red', warn: 'orange', checking: 'grey' } as const;

export function StatusBadge({ status }: { status: DiagnosticStatus | 'checking' }) {
  const { t } = useTranslation('diagnostics');
  return <Badge variant={VARIANT[status]} className="min-w-20 justify-center">{t(`status.${status}`)}</Badge>;
}
