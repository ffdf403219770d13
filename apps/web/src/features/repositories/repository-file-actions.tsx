import { Download, Eye, FileInput, MoreHorizontal, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { RepositoryItem } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { errorText } from '@/i18n/error-text';
import { ApiError, apiFileRequest } from '@/lib/api-client';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { repositoryFileUrl, repositoryPreviewUrl } from '@/lib/api/repositories/api';
import { isImportable } from '@/lib/repository-search';

/** Types the server converts to PDF for View (LibreOffice). */
const CONVERTED = new Set(['doc', 'docx']);

interface FileActionsProps {
  repositoryId: string;
  item: RepositoryItem;
  shareUrl: string;
  onImport: (item: RepositoryItem) => void;
}

/**
 * A file's menu: View (PDF, text, sanitised HTML, Word converted to PDF; an unsupported type is named), Download,
 * Share (a link to this view with the file preselected) and Import (Word and PDF files, through the upload pipeline).
 */
export function RepositoryFileActions({ repositoryId, item, shareUrl, onImport }: FileActionsProps) {
  const { t } = useTranslation('repositories');
  const view = () => {
    if (!item.isSupported) {
      toast.error(t('browser.unsupportedTitle'), { description: t('browser.unsupported', { ext: item.fileExtension.toUpperCase() || item.name }) });
      return;
    }
    const url = repositoryPreviewUrl(repositoryId, item.path);
    if (!CONVERTED.has(item.fileExtension.toLowerCase())) {
      window.open(url, '_blank', 'noopener');
      return;
    }
    // The tab opens now, while the click still allows it, and shows the PDF once the server has converted it.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    void showConverted(url, tab);
  };
  /** A Word file is converted on the server, which may be busy: the user hears why, and may try again. */
  const showConverted = async (url: string, tab: Window | null) => {
    try {
      // The server keeps the PDF it made: the tab then loads it at once.
      await apiFileRequest(url, { method: 'GET' });
      if (tab) tab.location.href = url;
    } catch (error) {
      tab?.close();
      const busy = error instanceof ApiError && error.code === 'CONVERSION_BUSY';
      toast.error(t('browser.viewFailedTitle'), {
        description: errorText(error, t('browser.viewFailed')),
        action: busy ? { label: t('browser.retry'), onClick: view } : undefined,
      });
    }
  };
  const share = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl);
      toast.success(t('browser.shareCopied'), { description: t('browser.shareCopiedDescription', { name: item.name }) });
    } catch {
      toast.error(t('browser.shareFailed'), { description: shareUrl });
    }
  };
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('browser.actionsFor', { name: item.name })}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={view}>
          <Eye aria-hidden="true" />
          {t('browser.view')}
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={repositoryFileUrl(repositoryId, item.path)} download>
            <Download aria-hidden="true" />
            {t('browser.download')}
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void share()}>
          <Share2 aria-hidden="true" />
          {t('browser.share')}
        </DropdownMenuItem>
        {isImportable(item) && (
          <DropdownMenuItem onSelect={() => onImport(item)}>
            <FileInput aria-hidden="true" />
            {t('browser.import')}
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
