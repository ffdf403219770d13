import { useTranslation } from 'react-i18next';
import { Progress } from '@/components/ui/progress';

/** The bar plus a live text, so screen readers hear the upload advance. `label` defaults to "Uploading". */
export function UploadProgress({ percent, label }: { percent: number | null; label?: string }) {
  const { t } = useTranslation('documents');
  if (percent === null) return null;
  const name = label ?? t('uploadProgress.uploading');
  const text = percent >= 100 ? t('uploadProgress.processing', { label: name }) : t('uploadProgress.percent', { label: name, percent });
  return (
    <div className="grid gap-1.5">
      <Progress value={percent} aria-label={t('uploadProgress.progress', { label: name })} />
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {text}
      </p>
    </div>
  );
}
