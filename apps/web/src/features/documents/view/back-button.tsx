import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { Role } from '@attest/domain';
import { Button } from '@/components/ui/button';

/** Back to where the user came from (the list keeps its filters in the URL), else to Document Management. */
export function BackButton({ role, label = 'Back' }: { role: Role; label?: string }) {
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
      {label}
    </Button>
  );
}
