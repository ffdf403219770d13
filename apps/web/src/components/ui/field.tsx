import type { ReactNode } from 'react';
import { AlertCircle } from 'lucide-react';
import { cn } from '@/lib/utils';
import { Label } from './label';

/** The id of a field's error message, for the control's aria-describedby. */
export const fieldErrorId = (id: string) => `${id}-error`;

/** The problem with one field, shown under it and announced as it appears. */
export function FieldError({ id, message, className }: { id: string; message?: string | null; className?: string }) {
  if (!message) return null;
  return (
    <p id={fieldErrorId(id)} role="alert" className={cn('flex items-start gap-1.5 text-sm text-destructive', className)}>
      <AlertCircle className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      {message}
    </p>
  );
}

interface FieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint and error stacked; the control itself wires aria-invalid and aria-describedby. */
export function Field({ id, label, required, error, hint, className, children }: FieldProps) {
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      {/* The asterisk is drawn by CSS so it stays out of the label's accessible name. */}
      <Label htmlFor={id} className={cn(required && "after:ml-0.5 after:text-destructive after:content-['*']")}>
        {label}
      </Label>
      {children}
      {hint && !error && <p className="text-xs text-muted-foreground">{hint}</p>}
      <FieldError id={id} message={error} />
    </div>
  );
}

/** aria props for a control whose Field may show an error (and is required, when `required`). */
export function fieldAria(id: string, error?: string | null, required?: boolean) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? fieldErrorId(id) : undefined,
    'aria-required': required || undefined,
  };
}
