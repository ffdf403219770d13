import type { ReactNode } from 'react';
import { FilterX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

interface FilterCardProps {
  title: string;
  clearLabel: string;
  onClear: () => void;
  /** Off while there is nothing to clear. */
  clearDisabled: boolean;
  /** The grid the filters sit in. */
  className: string;
  children: ReactNode;
}

/** A register's filters card: its title and Clear Filters over the filters. */
export function FilterCard({ title, clearLabel, onClear, clearDisabled, className, children }: FilterCardProps) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-4">
        <CardTitle as="h2" className="text-base">
          {title}
        </CardTitle>
        <Button variant="ghost" size="sm" onClick={onClear} disabled={clearDisabled}>
          <FilterX aria-hidden="true" />
          {clearLabel}
        </Button>
      </CardHeader>
      <CardContent className={className}>{children}</CardContent>
    </Card>
  );
}
