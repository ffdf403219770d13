import { FileQuestion } from 'lucide-react';
import type { Role } from '@attest/domain';
import { BackButton } from './back-button';

export function DocumentNotFound({ role, backLabel = 'Go Back' }: { role: Role; backLabel?: string }) {
  return (
    <div className="flex flex-col items-center gap-3 py-20 text-center" role="alert">
      <FileQuestion className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-semibold tracking-tight">Document Not Found</h1>
      <p className="text-sm text-muted-foreground">The requested document could not be loaded.</p>
      <div className="mt-2">
        <BackButton role={role} label={backLabel} />
      </div>
    </div>
  );
}
