import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { storeSession } from '@/lib/session';
import { ThemeProvider } from '@/features/theme/theme-provider';
import { LanguageBoundary } from '@/i18n/language-boundary';
import { createQueryClient } from '@/lib/query-client';

// Sonner's toaster loads beside the first screen rather than in it; it shows toasts made before it mounted.
const ThemedToaster = lazy(() => import('./themed-toaster'));

export function Providers({ children }: { children: ReactNode }) {
  // A request that finds the session gone marks the user signed out, so the guard sends them to sign in.
  const [queryClient] = useState(() => createQueryClient((client) => storeSession(client, null)));
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <LanguageBoundary>{children}</LanguageBoundary>
        <Suspense fallback={null}>
          <ThemedToaster />
        </Suspense>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
