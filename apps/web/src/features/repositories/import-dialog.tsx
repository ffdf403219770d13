import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { ImportRepositoryFileResponse, RepositoryItem, Role } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { errorText } from '@/i18n/error-text';
import { ImportFileForm } from './import-file-form';
import { useImportRepositoryFile } from '@/lib/api/repositories/queries';

interface ImportDialogProps {
  repositoryId: string;
  role: Role;
  /** The files to import, one after the other; null when the dialog is closed. */
  items: RepositoryItem[] | null;
  onClose: () => void;
}

/** Import selected: each file in turn through the upload pipeline, then the documents made, with links to them. */
export function ImportDialog({ repositoryId, role, items, onClose }: ImportDialogProps) {
  return (
    <Dialog open={items !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92vh] max-w-2xl overflow-y-auto">
        {items && <ImportQueue repositoryId={repositoryId} role={role} items={items} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

interface Imported {
  item: RepositoryItem;
  result: ImportRepositoryFileResponse;
}

function ImportQueue({ repositoryId, role, items, onClose }: Required<Omit<ImportDialogProps, 'items'>> & { items: RepositoryItem[] }) {
  const { t } = useTranslation('repositories');
  const [index, setIndex] = useState(0);
  const [imported, setImported] = useState<Imported[]>([]);
  const importFile = useImportRepositoryFile(repositoryId);
  const item = items[index];

  if (!item) {
    return (
      <div className="grid gap-4">
        <DialogHeader>
          <DialogTitle>{t('import.doneTitle')}</DialogTitle>
          <DialogDescription>{t('import.doneDescription', { imported: imported.length, selected: items.length })}</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-2" aria-label={t('import.results')}>
          {imported.map(({ item: file, result }) => (
            <li key={file.path} className="flex items-start gap-2 rounded-lg border p-3 text-sm">
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-600" aria-hidden="true" />
              <div className="min-w-0">
                <Link to="/dashboard/$role/documents/$documentId" params={{ role, documentId: result.documentId }} className="font-medium text-primary hover:underline">
                  {t('import.openDocument', { name: file.name })}
                </Link>
                <p className="break-all text-muted-foreground">{t('import.provenance', { commit: result.source.commitSha.slice(0, 12), path: result.source.path })}</p>
              </div>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button onClick={onClose}>{t('import.close')}</Button>
        </DialogFooter>
      </div>
    );
  }

  const next = () => {
    importFile.reset();
    setIndex((current) => current + 1);
  };
  return (
    <ImportFileForm
      key={item.path}
      item={item}
      progress={items.length > 1 ? t('import.progress', { index: index + 1, total: items.length, name: item.path }) : null}
      pending={importFile.isPending}
      onCancel={imported.length > 0 ? () => setIndex(items.length) : onClose}
      onSkip={items.length > 1 ? next : null}
      onSubmit={(request) =>
        importFile.mutate(request, {
          onSuccess: (result) => {
            toast.success(t('import.imported'), { description: item.name });
            setImported((current) => [...current, { item, result }]);
            next();
          },
          onError: (error) => toast.error(t('import.failed'), { description: errorText(error, t('import.failed')) }),
        })
      }
    />
  );
}
