import { Maximize, MoveHorizontal, ZoomIn, ZoomOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { zoomIn, zoomOut, type FitMode } from './zoom';

interface ZoomControlsProps {
  percent: number;
  fit: FitMode | null;
  disabled: boolean;
  onZoom: (percent: number) => void;
  onFit: (mode: FitMode) => void;
  /** Off on a phone, where the fit modes are in the More tools menu. */
  fitButtons?: boolean;
}

/** Zoom out, the percentage, zoom in (50–200 % in tens), fit width and fit page. */
export function ZoomControls({ percent, fit, disabled, onZoom, onFit, fitButtons = true }: ZoomControlsProps) {
  const { t } = useTranslation('viewer');
  const lower = zoomOut(percent);
  const higher = zoomIn(percent);
  return (
    <div className="flex items-center gap-0.5 sm:gap-1">
      <Button variant="ghost" size="icon" onClick={() => lower && onZoom(lower)} disabled={disabled || lower === null} aria-label={t('toolbar.zoomOut')} aria-keyshortcuts="Control+- Meta+-" title={t('toolbar.zoomOut')}>
        <ZoomOut aria-hidden="true" />
      </Button>
      <output className="w-12 text-center text-sm tabular-nums" aria-live="polite" aria-label={t('toolbar.zoomLevel', { percent })}>
        {percent}%
      </output>
      <Button variant="ghost" size="icon" onClick={() => higher && onZoom(higher)} disabled={disabled || higher === null} aria-label={t('toolbar.zoomIn')} aria-keyshortcuts="Control++ Meta++" title={t('toolbar.zoomIn')}>
        <ZoomIn aria-hidden="true" />
      </Button>
      {fitButtons && (
        <>
          <Button variant={fit === 'page-width' ? 'secondary' : 'ghost'} size="sm" onClick={() => onFit('page-width')} disabled={disabled} aria-pressed={fit === 'page-width'}>
            <MoveHorizontal aria-hidden="true" />
            {t('toolbar.fitWidth')}
          </Button>
          <Button variant={fit === 'page-fit' ? 'secondary' : 'ghost'} size="sm" onClick={() => onFit('page-fit')} disabled={disabled} aria-pressed={fit === 'page-fit'}>
            <Maximize aria-hidden="true" />
            {t('toolbar.fitPage')}
          </Button>
        </>
      )}
    </div>
  );
}
