import { Link } from '@tanstack/react-router';
import { Activity } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@attest/domain';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** System Administration → Overview: the way to Diagnostics. */
export function DiagnosticsLink({ role }: { role: Role }) {
  const { t } = useTranslation('diagnostics');
  return (
    <Link to="/dashboard/$role/debug" params={{ role }} className="rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring">
      <Card className="transition-colors hover:bg-muted/50">
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2 text-base">
            <Activity aria-hidden="true" className="size-4" />
            {t('link')}
          </CardTitle>
          <CardDescription>{t('linkDescription')}</CardDescription>
        </CardHeader>
      </Card>
    </Link>
  );
}
