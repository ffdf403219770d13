import { useState } from 'react';
import { Archive, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { DispositionCandidate, DispositionDecision } from '@attest/domain';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PanelEmptyState } from '@/components/ui/panel-empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useSession } from '@/lib/session';
import { SignatureDialog } from '@/components/signature-dialog/signature-dialog';
import { errorText } from '@/i18n/error-text';
import { statusLabel } from '@/i18n/labels';
import { formatDate } from '@/lib/date-display';
import { ListPager } from './list-pager';
import { RETENTION_PAGE_SIZE, useDecideDisposition, useDispositionDue } from './queries';

/** Archived and obsolete documents past their period: each one retained or disposed of by a signed decision. */
export function DispositionSection({ periodDays }: { periodDays: number }) {
  const { t } = useTranslation('retention');
  const { data: session } = useSession();
  const [page, setPage] = useState(1);
  const due = useDispositionDue(page);
  const decide = useDecideDisposition();
  const [pending, setPending] = useState<{ doc: DispositionCandidate; decision: DispositionDecision } | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('disposition.title')}</CardTitle>
        <CardDescription>{t('disposition.description', { days: periodDays })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {due.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorText(due.error, t('loadFailed'))}
          </p>
        ) : !due.data ? (
          <Skeleton className="h-24" aria-label={t('loading')} />
        ) : due.data.items.length === 0 ? (
          <PanelEmptyState icon={Archive} title={t('disposition.emptyTitle')} description={t('disposition.empty')} />
        ) : (
          <>
            <Table pinLastColumn aria-label={t('disposition.title')}>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('columns.document')}</TableHead>
                  <TableHead>{t('columns.status')}</TableHead>
                  <TableHead>{t('disposition.since')}</TableHead>
                  <TableHead>{t('disposition.dueAt')}</TableHead>
                  <TableHead className="text-right">{t('columns.actions')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {due.data.items.map((doc) => (
                  <TableRow key={doc.id}>
                    <TableCell>
                      <span className="font-medium">{doc.docNumber}</span> · {doc.title}
                      <span className="block text-xs text-muted-foreground">{t('disposition.versions', { count: doc.versions, version: doc.versionLabel })}</span>
                    </TableCell>
                    <TableCell>{statusLabel(doc.status)}</TableCell>
                    <TableCell>{formatDate(doc.retainedSince)}</TableCell>
                    <TableCell>{formatDate(doc.dueAt)}</TableCell>
                    <TableCell className="text-right">
                      <div className="inline-flex gap-2">
                        <Button size="sm" variant="outline" onClick={() => setPending({ doc, decision: 'retain' })} aria-label={t('disposition.retainLabel', { doc: doc.docNumber })}>
                          <Archive aria-hidden="true" />
                          {t('disposition.retain')}
                        </Button>
                        <Button size="sm" variant="destructive" onClick={() => setPending({ doc, decision: 'dispose' })} aria-label={t('disposition.disposeLabel', { doc: doc.docNumber })}>
                          <Trash2 aria-hidden="true" />
                          {t('disposition.dispose')}
                        </Button>
                      </div>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <ListPager page={page} pageSize={RETENTION_PAGE_SIZE} total={due.data.total} onPage={setPage} label={t('disposition.pages')} />
          </>
        )}
      </CardContent>
      {pending && session && (
        <SignatureDialog
          open
          onOpenChange={(open) => !open && setPending(null)}
          meaning="disposition"
          actionLabel={t(`disposition.${pending.decision}`)}
          documentLabel={`${pending.doc.docNumber} · ${pending.doc.title}`}
          signerName={session.user.name}
          commentRequired
          notice={
            <Alert variant={pending.decision === 'dispose' ? 'destructive' : undefined}>
              <AlertDescription>{t(`disposition.${pending.decision}Notice`, { days: periodDays })}</AlertDescription>
            </Alert>
          }
          onSign={async ({ signature, comment }) => {
            const done = await decide.mutateAsync({ documentId: pending.doc.id, body: { decision: pending.decision, reason: comment, signature } });
            if (done.decision === 'dispose') toast.success(t('disposition.disposed'), { description: t('disposition.disposedDescription', { count: done.destroyedFiles }) });
            else toast.success(t('disposition.retained'), { description: t('disposition.retainedDescription', { date: formatDate(done.nextDueAt) }) });
          }}
        />
      )}
    </Card>
  );
}
