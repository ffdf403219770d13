import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { errorText } from '@/i18n/error-text';
import { refreshSession } from '@/lib/api/auth/api';
import { useStoreSession } from '@/lib/session';

/** The user menu's Refresh Session: extends the session and confirms with a toast. */
export function useRefreshSession() {
  const { t } = useTranslation('auth');
  const storeSession = useStoreSession();
  return useMutation({
    mutationFn: refreshSession,
    onSuccess: (session) => {
      storeSession(session);
      toast.success(t('refreshSession.doneTitle'), { description: t('refreshSession.done') });
    },
    onError: (error) => {
      toast.error(t('refreshSession.failedTitle'), { description: errorText(error, t('refreshSession.failed')) });
    },
  });
}
