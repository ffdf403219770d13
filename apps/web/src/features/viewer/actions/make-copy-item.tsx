import { useNavigate } from '@tanstack/react-router';
import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Role } from '@attest/domain';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { useDuplicateDocument } from '@/features/documents/queries';
import { i18n } from '@/i18n';
import { errorText } from '@/i18n/error-text';

/** Make a Copy: a new draft from this document (the server's duplicate), then its page. */
export function MakeCopyItem({ documentId, role }: { documentId: string; role: Role }) {
  const { t } = useTranslation('viewer');
  const duplicate = useDuplicateDocument();
  const navigate = useNavigate();
  const copy = () =>
    duplicate.mutate(documentId, {
      onSuccess: (created) => {
        toast.success(t('actions.copied'), { description: t('actions.copiedDescription', { docNumber: created.docNumber, title: created.title }) });
        void navigate({ to: '/dashboard/$role/documents/$documentId', params: { role, documentId: created.id } });
      },
      onError: (error) => toast.error(t('actions.copyDocumentFailed'), { description: errorText(error, i18n.t('common:connectionProblem')) }),
    });
  return (
    <DropdownMenuItem onSelect={copy} disabled={duplicate.isPending}>
      <Copy aria-hidden="true" />
      {t('actions.makeCopy')}
    </DropdownMenuItem>
  );
}
