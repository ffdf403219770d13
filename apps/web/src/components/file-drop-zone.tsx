import { useId, useRef, useState, type DragEvent } from 'react';
import { FileUp, X } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { fieldErrorId } from '@/components/ui/field';
import { cn } from '@/lib/utils';
import { formatBytes } from '@/lib/format';

interface FileDropZoneProps {
  /** The input's accessible name, e.g. "SOP file". */
  label: string;
  /** The file input's id, for focusing it; a generated one otherwise. */
  inputId?: string;
  accept: string;
  hint: string;
  file: File | null;
  onFile: (file: File | null) => void;
  /** The id whose FieldError describes this zone. */
  errorFieldId?: string;
  hasError?: boolean;
  disabled?: boolean;
}

/** Drag a file onto the zone or choose one; the chosen file is shown with a button to remove it. */
export function FileDropZone({ label, inputId, accept, hint, file, onFile, errorFieldId, hasError, disabled }: FileDropZoneProps) {
  const { t } = useTranslation('documents');
  const generatedId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors',
        dragging ? 'border-primary bg-primary/5' : 'border-input',
        hasError && 'border-destructive/60',
      )}
    >
      <input
        ref={input}
        id={inputId ?? generatedId}
        type="file"
        accept={accept}
        className="sr-only"
        aria-label={label}
        aria-invalid={hasError || undefined}
        aria-describedby={hasError && errorFieldId ? fieldErrorId(errorFieldId) : undefined}
        disabled={disabled}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          if (chosen) onFile(chosen);
          // Choosing the same file again after removing it must fire change again.
          event.target.value = '';
        }}
      />
      {file ? (
        <div className="flex w-full max-w-md items-center gap-3 rounded-md border bg-muted/40 px-3 py-2 text-left">
          <FileUp className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">{file.name}</p>
            <p className="text-xs text-muted-foreground">{formatBytes(file.size)}</p>
          </div>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            onClick={() => onFile(null)}
            disabled={disabled}
            aria-label={t('dropZone.remove', { name: file.name })}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : (
        <>
          <FileUp className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="text-sm">
            <Trans t={t} i18nKey="dropZone.prompt" components={{ bold: <span className="font-medium" /> }} />
          </p>
        </>
      )}
      <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()} disabled={disabled}>
        {file ? t('dropZone.chooseAnother') : t('dropZone.choose')}
      </Button>
      <p className="text-xs text-muted-foreground">{hint}</p>
    </div>
  );
}
