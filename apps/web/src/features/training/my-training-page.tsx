import { Link } from '@tanstack/react-router';
import { AlertTriangle, GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListMessage } from '@/components/list-message';
import { Card, CardContent } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useSession } from '@/lib/session';
import { formatDate, formatDateTime } from '@/lib/date-display';
import { useMyTraining } from '@/lib/api/training/queries';
import { TrainingStatusBadge } from './training-status-badge';

/** /dashboard/$role/my-training: the caller's assignments on versions in force, soonest due first, each opening its document. */
export function MyTrainingPage() {
  const { t } = useTranslation('training');
  const { data: session } = useSession();
  const mine = useMyTraining();
  if (!session) return null;
  const role = session.user.role;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('mine.title')}</h1>
        <p className="text-muted-foreground">{t('mine.description')}</p>
      </div>
      <Card>
        <CardContent className="p-0">
          {mine.isError ? (
            <ListMessage icon={AlertTriangle} title={t('mine.failed')} failure>
              {null}
            </ListMessage>
          ) : mine.data?.length === 0 ? (
            <ListMessage icon={GraduationCap} title={t('mine.empty')}>
              {t('mine.description')}
            </ListMessage>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('mine.document')}</TableHead>
                  <TableHead>{t('mine.version')}</TableHead>
                  <TableHead>{t('mine.dueDate')}</TableHead>
                  <TableHead>{t('mine.status')}</TableHead>
                  <TableHead>{t('mine.completedAt')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {mine.data?.map((a) => (
                  <TableRow key={a.id}>
                    <TableCell>
                      <Link to="/dashboard/$role/documents/$documentId" params={{ role, documentId: a.documentId }} className="font-medium hover:underline">
                        {a.docNumber}
                      </Link>
                      <span className="block text-sm text-muted-foreground">{a.title}</span>
                    </TableCell>
                    <TableCell>{a.versionLabel}</TableCell>
                    <TableCell>{formatDate(a.dueDate)}</TableCell>
                    <TableCell>
                      <TrainingStatusBadge status={a.status} />
                    </TableCell>
                    <TableCell>{a.completedAt ? formatDateTime(a.completedAt) : '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
