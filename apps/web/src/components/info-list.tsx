import type { ReactNode } from 'react';

export type InfoRow = readonly [label: string, value: ReactNode];

const LAYOUTS = {
  1: 'grid gap-3 text-sm',
  2: 'grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2',
} as const;

interface InfoListProps {
  rows: readonly InfoRow[];
  /** 2: two columns from the small breakpoint up. */
  columns?: keyof typeof LAYOUTS;
}

/** Facts about a document as a description list: a small uppercase label over each value. */
export function InfoList({ rows, columns = 1 }: InfoListProps) {
  return (
    <dl className={LAYOUTS[columns]}>
      {rows.map(([label, value]) => (
        <div key={label} className="grid min-w-0 gap-0.5">
          <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
          {/* A commit SHA or a repository path has no spaces: it breaks anywhere rather than leave the card. */}
          <dd className="[overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
