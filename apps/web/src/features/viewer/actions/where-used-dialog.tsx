import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Role } from '@attest/domain';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { StatusBadge } from '@/components/status-badge';
import { i18n } from '@/i18n';
import { errorText } from '@/i18n/error-text';
import { WHERE_USED_PAGE_SIZE, fetchWhereUsed } from './document-reports';

interface WhereUsedDialogProps {
  documentId: string;
  docNumber: string;
  role: Role;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Where Used: the documents whose text mentions this one's number, a page at a time, each a link to its page. */
export function WhereUsedDialog({ documentId, docNumber, role, open, onOpenChange }: WhereUsedDialogProps) {
  const { t } = useTranslation('documentReferences');
  const [page, setPage] = useState(1);
  const result = useQuery({
    queryKey: ['documents', 'where-used', documentId, page],
    queryFn: () => fetchWhereUsed(documentId, page),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((result.data?.total ?? 0) / WHERE_USED_PAGE_SIZE));
  const items = result.data?.items ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[85vh] max-w-xl overflow-y-auto">
        <DialogTitle>{t('whereUsed.title')}</DialogTitle>
        <DialogDescription>{t('whereUsed.description', { docNumber })}</DialogDescription>
        {result.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t('whereUsed.loading')}
          </p>
        ) : result.isError ? (
          <Alert variant="destructive" role="alert">
            <AlertTitle>{t('whereUsed.failed')}</AlertTitle>
            <AlertDescription>{errorText(result.error, i18n.t('common:connectionProblem'))}</AlertDescription>
          </Alert>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('whereUsed.empty', { docNumber })}</p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('whereUsed.count', { count: result.data.total })}
            </p>
            <ul className="divide-y rounded-md border" aria-label={t('whereUsed.listLabel', { docNumber })}>
              {items.map((item) => (
                <li key={item.id} className="space-y-1 px-3 py-2">
                  <Link
                    to="/dashboard/$role/documents/$documentId"
                    params={{ role, documentId: item.id }}
                    className="block rounded-sm text-sm font-medium break-words hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    <span className="font-mono text-xs text-muted-foreground">{item.docNumber}</span> {item.title}
                  </Link>
                  <div className="flex items-center gap-2 text-xs text-muted-foreground">
                    <StatusBadge status={item.status} />
                    <span>{t('whereUsed.version', { version: item.version })}</span>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
        <DialogFooter className="items-center gap-2 sm:justify-between">
          {pages > 1 ? (
            <div className="flex items-center gap-2">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('whereUsed.previous')}
              </Button>
              <span className="text-sm text-muted-foreground">{t('whereUsed.page', { page, pages })}</span>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('whereUsed.next')}
              </Button>
            </div>
          ) : (
            <span />
          )}
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('whereUsed.close')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
