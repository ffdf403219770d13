import { Progress } from '@/components/ui/progress';

/** The bar plus a live text, so screen readers hear the upload advance. */
export function UploadProgress({ percent, label = 'Uploading' }: { percent: number | null; label?: string }) {
  if (percent === null) return null;
  const text = percent >= 100 ? `${label}: processing on the server…` : `${label}… ${percent}%`;
  return (
    <div className="grid gap-1.5">
      <Progress value={percent} aria-label={`${label} progress`} />
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {text}
      </p>
    </div>
  );
}
