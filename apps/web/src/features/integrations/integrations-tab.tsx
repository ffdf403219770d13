import { hasPermission, type Role } from '@attest/domain';
import type { IntegrationsSearch } from './integrations-search';
import { LmsCard } from './lms-card';
import { ScimCard } from './scim-card';
import { WebhooksCard } from './webhooks-card';

/** System Administration → Integrations: webhooks and SCIM for manage-system, the LMS for lms-integration. */
export function IntegrationsTab({ role, search, onSearch }: { role: Role; search: IntegrationsSearch; onSearch: (next: IntegrationsSearch) => void }) {
  return (
    <div className="grid gap-6">
      {hasPermission(role, 'manage-system') && <WebhooksCard />}
      {hasPermission(role, 'manage-system') && <ScimCard />}
      {hasPermission(role, 'lms-integration') && <LmsCard logSearch={search} onLogSearch={onSearch} />}
    </div>
  );
}
