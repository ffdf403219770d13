import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Activity, ClipboardList, FilePlus2, History, Search, UserCheck, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { canAccessModule, hasPermission, type Role } from '@attest/domain';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SearchPageSearch } from '@/lib/search-params';

const ACTION_CLASS =
  'flex items-center gap-3 rounded-lg border px-3 py-2.5 text-sm font-medium outline-none transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring';

function Action({ icon, label, children }: { icon: ReactNode; label: string; children: (props: { className: string; onClick: () => void; children: ReactNode }) => ReactNode }) {
  const { t } = useTranslation('dashboard');
  return (
    <li>
      {children({
        className: ACTION_CLASS,
        // Spec 01 §2: every action shows a navigation toast.
        onClick: () => toast.info(label, { description: t('quickActions.opening', { label }) }),
        children: (
          <>
            <span className="flex size-7 items-center justify-center rounded-md bg-primary/10 text-primary">{icon}</span>
            {label}
          </>
        ),
      })}
    </li>
  );
}

/**
 * Spec 01 §6 quick actions: Create New SOP for authors; View Pending Reviews for reviewers and approvers; Search
 * Documents for everyone; View Audit Trail for those who can open it; System Health, All Users and Active Users for
 * the administrator.
 */
export function QuickActions({ role }: { role: Role }) {
  const { t } = useTranslation('dashboard');
  const pending = role === 'reviewer' ? 'review' : role === 'approver' ? 'approval' : null;
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle as="h2" className="text-base">
          {t('quickActions.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2" aria-label={t('quickActions.listLabel')}>
          {role === 'author' && (
            <Action icon={<FilePlus2 className="size-4" aria-hidden="true" />} label={t('quickActions.createSop')}>
              {(p) => <Link to="/dashboard/$role/documents" params={{ role }} search={{ action: 'create' }} {...p} />}
            </Action>
          )}
          {pending && (
            <Action icon={<ClipboardList className="size-4" aria-hidden="true" />} label={t('quickActions.pendingReviews')}>
              {(p) => <Link to="/dashboard/$role/workflows" params={{ role }} search={{ assigned: pending }} {...p} />}
            </Action>
          )}
          <Action icon={<Search className="size-4" aria-hidden="true" />} label={t('quickActions.searchDocuments')}>
            {(p) => <Link to="/dashboard/$role/search" params={{ role }} search={SearchPageSearch.parse({ type: 'documents' })} {...p} />}
          </Action>
          {canAccessModule(role, 'audit') && (
            <Action icon={<History className="size-4" aria-hidden="true" />} label={t('quickActions.auditTrail')}>
              {(p) => <Link to="/dashboard/$role/audit" params={{ role }} {...p} />}
            </Action>
          )}
          {role === 'admin' && (
            <Action icon={<Activity className="size-4" aria-hidden="true" />} label={t('quickActions.systemHealth')}>
              {(p) => <a href="#system-health" {...p} />}
            </Action>
          )}
          {role === 'admin' && hasPermission(role, 'view-users') && (
            <>
              <Action icon={<Users className="size-4" aria-hidden="true" />} label={t('quickActions.allUsers')}>
                {(p) => <Link to="/dashboard/$role/users/all" params={{ role }} {...p} />}
              </Action>
              <Action icon={<UserCheck className="size-4" aria-hidden="true" />} label={t('quickActions.activeUsers')}>
                {(p) => <Link to="/dashboard/$role/users/active" params={{ role }} {...p} />}
              </Action>
            </>
          )}
        </ul>
      </CardContent>
    </Card>
  );
}
