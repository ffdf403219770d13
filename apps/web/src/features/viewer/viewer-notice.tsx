import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

/** A centred message in the viewer's page area: loading, being prepared, or why nothing can be shown. */
export function ViewerNotice({ icon, title, children, busy = false }: { icon?: ReactNode; title: string; children?: ReactNode; busy?: boolean }) {
  return (
    <div
      role={busy ? 'status' : 'alert'}
      aria-live={busy ? 'polite' : undefined}
      className="flex flex-1 flex-col items-center justify-center gap-3 bg-muted/40 p-8 text-center"
    >
      {busy ? <Spinner /> : icon}
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </div>
  );
}
