import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@attest/domain';
import { Button } from '@/components/ui/button';

/** Back to where the user came from (the list keeps its filters in the URL), else to Document Management. */
export function BackButton({ role, label }: { role: Role; label?: string }) {
  const { t } = useTranslation('documentView');
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return (
    <Button
      variant="ghost"
      size="sm"
      className="-ml-2"
      onClick={() => {
        if (canGoBack) router.history.back();
        else void router.navigate({ to: '/dashboard/$role/documents', params: { role } });
      }}
    >
      <ArrowLeft aria-hidden="true" />
      {label ?? t('navigation.back')}
    </Button>
  );
}
