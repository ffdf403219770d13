import type { ReactNode } from 'react';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

interface DialogFormProps {
  title: ReactNode;
  description: ReactNode;
  className: string;
  onSubmit: () => void;
  /** The fields, then the dialog's footer. */
  children: ReactNode;
}

/** A dialog's form under its title: the fields show their own errors (no browser bubbles); Enter submits. */
export function DialogForm({ title, description, className, onSubmit, children }: DialogFormProps) {
  return (
    <form
      noValidate
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {children}
    </form>
  );
}
