import type { ReactNode } from 'react';
import { SearchX } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { StatusLayout } from './status-layout';

/** A status page while its answer is on its way (a copy's status, a signature's verification). */
export function StatusLoading({ message }: { message: string }) {
  return (
    <StatusLayout>
      <Spinner className="mx-auto size-8" />
      <p className="mt-4 text-sm text-muted-foreground" role="status">
        {message}
      </p>
    </StatusLayout>
  );
}

/** A status page that could not answer: nothing found, or a failure, said in one line. */
export function StatusUnanswered({ title, message }: { title: string; message: string }) {
  return (
    <StatusLayout>
      <SearchX className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-semibold tracking-tight">{title}</h1>
      <p role="alert" className="mt-3 text-sm text-muted-foreground">
        {message}
      </p>
    </StatusLayout>
  );
}

/** One term and its value in a status page's details list. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </>
  );
}
