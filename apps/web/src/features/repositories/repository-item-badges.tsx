import { useTranslation } from 'react-i18next';
import type { RepositoryItem } from '@attest/domain';
import { Badge } from '@/components/ui/badge';

const STATUS_VARIANT = { draft: 'grey', review: 'orange', approved: 'secondary', effective: 'green', archived: 'dark-grey' } as const;
const COMPLIANCE_VARIANT = { gxp: 'red', regulatory: 'orange', 'non-gxp': 'outline' } as const;

/** The derived fields of spec 02 §3 as badges: version (V and two digits), status from the folder, compliance level. */
export function RepositoryItemBadges({ item }: { item: RepositoryItem }) {
  const { t } = useTranslation('repositories');
  return (
    <span className="flex flex-wrap gap-1">
      {item.versionNumber && <Badge variant="outline">{item.versionNumber}</Badge>}
      {item.status && <Badge variant={STATUS_VARIANT[item.status]}>{t(`browser.status.${item.status}`)}</Badge>}
      {item.type === 'blob' && <Badge variant={COMPLIANCE_VARIANT[item.complianceLevel]}>{t(`browser.compliance.${item.complianceLevel}`)}</Badge>}
    </span>
  );
}
