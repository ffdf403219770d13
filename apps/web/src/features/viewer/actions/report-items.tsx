import { FileClock, FileSpreadsheet, Languages, Network } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { translationsReportUrl, workflowHistoryUrl } from './document-reports';

/** Workflow History Report: every workflow, decision, comment and signature, as a PDF made by the server. */
export function WorkflowHistoryItem({ documentId }: { documentId: string }) {
  const { t } = useTranslation('documentReferences');
  return (
    <DropdownMenuItem asChild>
      <a href={workflowHistoryUrl(documentId)} download>
        <FileClock aria-hidden="true" />
        {t('actions.workflowHistory')}
      </a>
    </DropdownMenuItem>
  );
}

/** Generate Translations Report: the original and its translations with versions and statuses, PDF or CSV. */
export function TranslationsReportItems({ documentId }: { documentId: string }) {
  const { t } = useTranslation('documentReferences');
  return (
    <>
      <DropdownMenuItem asChild>
        <a href={translationsReportUrl(documentId, 'pdf')} download>
          <Languages aria-hidden="true" />
          {t('actions.translationsPdf')}
        </a>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <a href={translationsReportUrl(documentId, 'csv')} download>
          <FileSpreadsheet aria-hidden="true" />
          {t('actions.translationsCsv')}
        </a>
      </DropdownMenuItem>
    </>
  );
}

/** Where Used: opens the dialog, which lives outside the menu so it stays open when the menu closes. */
export function WhereUsedItem({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('documentReferences');
  return (
    <DropdownMenuItem onSelect={onOpen}>
      <Network aria-hidden="true" />
      {t('actions.whereUsed')}
    </DropdownMenuItem>
  );
}
