import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { ROLE_LABELS, UserResponse } from '@attest/domain';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { apiRequest } from '@/lib/api-client';
import { formatDateTime } from '@/features/documents/format';

const routeApi = getRouteApi('/dashboard/$role/users/$userId');

/** /dashboard/$role/users/$userId (search result links, spec 02 §2): one directory entry, read only. */
export function UserRoutePage() {
  const { role, userId } = routeApi.useParams();
  const result = useQuery({ queryKey: ['users', 'detail', userId], queryFn: () => apiRequest(`/api/users/${encodeURIComponent(userId)}`, { schema: UserResponse }) });
  const user = result.data?.user;
  const rows: [string, string][] = user
    ? [
        ['E-mail', user.email],
        ['Employee ID', user.employeeId ?? '—'],
        ['Designation', user.designation ?? '—'],
        ['Department', user.department ?? '—'],
        ['Role', ROLE_LABELS[user.role]],
        ['Status', user.status],
        ['Password set', user.passwordSet ? 'Yes' : 'No'],
        ['Last login', user.lastLogin ? formatDateTime(user.lastLogin) : 'Never'],
        ['Created', formatDateTime(user.createdAt)],
      ]
    : [];
  return (
    <div className="space-y-4">
      <Link to="/dashboard/$role/users/all" params={{ role }} className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        All Users
      </Link>
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle as="h1">{user?.name ?? 'User'}</CardTitle>
        </CardHeader>
        <CardContent>
          {result.isError ? (
            <p role="alert" className="text-sm text-destructive">
              This user could not be loaded.
            </p>
          ) : !user ? (
            <Skeleton className="h-40" />
          ) : (
            <dl className="grid grid-cols-[10rem_1fr] gap-x-4 gap-y-2 text-sm">
              {rows.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
