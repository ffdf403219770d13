import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail } from '@attest/domain';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { roleLabel } from '@/i18n/labels';
import { useDocumentWorkflows } from '@/lib/api/workflow/queries';

function Person({ name, email }: { name: string; email: string }) {
  return (
    <span className="block">
      {name}
      <span className="block text-xs text-muted-foreground">{email}</span>
    </span>
  );
}

function NotAssigned() {
  const { t } = useTranslation('workflow');
  return <span className="text-muted-foreground">{t('documentRoles.notAssigned')}</span>;
}

/** Document Roles (spec 01 §2 review page): the author, and the reviewers and approvers of the latest workflow. */
export function DocumentRolesCard({ doc }: { doc: DocumentDetail }) {
  const { t } = useTranslation('workflow');
  const workflows = useDocumentWorkflows(doc.id);
  const latest = workflows.data?.[0];

  const people = (type: 'reviewer' | 'approver'): ReactNode => {
    if (workflows.isPending) return <Skeleton className="h-4 w-32" />;
    const assigned = latest?.assignments.filter((a) => a.type === type) ?? [];
    if (assigned.length === 0) return <NotAssigned />;
    return assigned.map((a) => <Person key={a.id} name={a.user.name} email={a.user.email} />);
  };

  const rows: [string, ReactNode][] = [
    [roleLabel('author'), <Person key="author" name={doc.author.name} email={doc.authorEmail} />],
    [roleLabel('reviewer'), people('reviewer')],
    [roleLabel('approver'), people('approver')],
  ];
  return (
    <Card role="region" aria-labelledby="document-roles-title">
      <CardHeader className="pb-4">
        <CardTitle as="h2" id="document-roles-title" className="text-base">
          {t('documentRoles.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label} className="grid gap-0.5">
              <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
              <dd className="grid gap-1 break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
