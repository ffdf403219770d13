import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

interface TitledCardProps {
  title: string;
  description?: ReactNode;
  contentClassName?: string;
  children: ReactNode;
}

/** A card of the document pages; its title is a level-2 heading, so the page's outline lists every card. */
export function TitledCard({ title, description, contentClassName, children }: TitledCardProps) {
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle as="h2" className="text-base">
          {title}
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
