import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { storeSession } from '@/features/auth/session';
import { ThemeProvider } from '@/features/theme/theme-provider';
import { LanguageBoundary } from '@/i18n/language-boundary';
import { useTheme } from '@/features/theme/theme-context';
import { createQueryClient } from '@/lib/query-client';

// Below the 4rem top bars, so a toast never hides the menu, theme toggle or sidebar button.
const TOAST_OFFSET = { top: 72 };

/** Spec 01 §9: one toast visible at a time, 5 s each. */
function ThemedToaster() {
  const { resolvedTheme } = useTheme();
  // Outside the LanguageBoundary (a toast survives a language change), so it follows the language itself.
  const { t } = useTranslation('common');
  const toastOptions = useMemo(() => ({ closeButtonAriaLabel: t('toaster.close') }), [t]);
  return (
    <Toaster
      richColors
      closeButton
      visibleToasts={1}
      duration={5000}
      theme={resolvedTheme}
      position="top-right"
      offset={TOAST_OFFSET}
      mobileOffset={TOAST_OFFSET}
      containerAriaLabel={t('toaster.label')}
      toastOptions={toastOptions}
    />
  );
}

export function Providers({ children }: { children: ReactNode }) {
  // A request that finds the session gone marks the user signed out, so the guard sends them to sign in.
  const [queryClient] = useState(() => createQueryClient((client) => storeSession(client, null)));
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <LanguageBoundary>{children}</LanguageBoundary>
        <ThemedToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
