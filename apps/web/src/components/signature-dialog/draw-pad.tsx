import { useRef, useState, type PointerEvent } from 'react';
import { Eraser } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DRAWN_SIGNATURE_SIZE } from './typed-signature';

interface Point {
  x: number;
  y: number;
}

function pointIn(event: PointerEvent<HTMLCanvasElement>): Point {
  const canvas = event.currentTarget;
  const rect = canvas.getBoundingClientRect();
  // The canvas keeps its 500×200 pixels however wide it is shown.
  return {
    x: ((event.clientX - rect.left) * canvas.width) / (rect.width || canvas.width),
    y: ((event.clientY - rect.top) * canvas.height) / (rect.height || canvas.height),
  };
}

function inkOf(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.strokeStyle = '#0f172a';
  context.fillStyle = '#0f172a';
  context.lineWidth = 2.5;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  return context;
}

/**
 * A 500×200 drawing surface. Pointer events cover mouse, pen and touch alike; `touch-action: none` keeps a finger
 * drawing instead of scrolling the page. Each finished stroke reports the whole drawing as a PNG data URL.
 */
export function DrawPad({ onChange }: { onChange: (image: string | null) => void }) {
  const { t } = useTranslation('signatures');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const last = useRef<Point | null>(null);
  const [hasInk, setHasInk] = useState(false);

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0 && event.pointerType === 'mouse') return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const point = pointIn(event);
    last.current = point;
    const context = inkOf(event.currentTarget);
    context?.beginPath();
    context?.arc(point.x, point.y, 1.25, 0, Math.PI * 2);
    context?.fill();
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const from = last.current;
    if (!from) return;
    const to = pointIn(event);
    const context = inkOf(event.currentTarget);
    context?.beginPath();
    context?.moveTo(from.x, from.y);
    context?.lineTo(to.x, to.y);
    context?.stroke();
    last.current = to;
  };

  const end = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!last.current) return;
    last.current = null;
    setHasInk(true);
    onChange(event.currentTarget.toDataURL('image/png'));
  };

  const clear = () => {
    const canvas = canvasRef.current;
    canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
    setHasInk(false);
    onChange(null);
  };

  return (
    <div className="grid gap-2">
      <canvas
        ref={canvasRef}
        width={DRAWN_SIGNATURE_SIZE.width}
        height={DRAWN_SIGNATURE_SIZE.height}
        role="img"
        aria-label={t('draw.areaLabel')}
        className="aspect-[5/2] w-full max-w-[500px] cursor-crosshair touch-none rounded-md border-2 border-dashed border-input bg-white"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        onPointerLeave={end}
      />
      <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
        <span aria-live="polite">{hasInk ? t('draw.drawn') : t('draw.prompt')}</span>
        <Button type="button" variant="outline" size="sm" onClick={clear} disabled={!hasInk}>
          <Eraser aria-hidden="true" />
          {t('draw.clear')}
        </Button>
      </div>
    </div>
  );
}
