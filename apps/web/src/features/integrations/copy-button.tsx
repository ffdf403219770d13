import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

/** Copies `text` to the clipboard and says so; when the browser refuses, asks the reader to copy it by hand. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('integrations');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('common.copied'));
    } catch {
      toast.error(t('common.copyFailed'), { description: t('common.copyFailedDescription') });
    }
  };
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => void copy()} aria-label={label}>
      <Copy aria-hidden="true" />
      {t('common.copy')}
    </Button>
  );
}
