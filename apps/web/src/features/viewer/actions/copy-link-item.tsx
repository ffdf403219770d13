import { Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';

/** Copy Link: the viewer's address on the clipboard, with the spec's "Copy failed" when the browser refuses. */
export function CopyLinkItem({ link }: { link: string }) {
  const { t } = useTranslation('viewer');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('actions.linkCopied'), { description: t('actions.linkCopiedDescription') });
    } catch {
      toast.error(t('actions.copyFailed'), { description: t('actions.copyFailedDescription') });
    }
  };
  return (
    <DropdownMenuItem onSelect={() => void copy()}>
      <Link2 aria-hidden="true" />
      {t('actions.copyLink')}
    </DropdownMenuItem>
  );
}
