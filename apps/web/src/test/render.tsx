import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from 'sonner';
import { ThemeProvider } from '@/features/theme/theme-provider';
import { createQueryClient } from '@/lib/query-client';

/** Renders a component the way the app does: router, query client, theme and the toaster. */
export async function renderApp(ui: ReactElement) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const result = render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider>
        <RouterProvider router={router} />
        <Toaster visibleToasts={1} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  await router.load();
  return result;
}

/** The text of every toast on screen, title and description. */
export function toastTexts(): string[] {
  return Array.from(document.querySelectorAll('[data-sonner-toast]')).map((toast) => toast.textContent ?? '');
}

/** Waits until a toast shows `text` (toasts render outside the component under test). */
export async function findToast(text: string): Promise<HTMLElement> {
  return screen.findByText(text, { selector: '[data-sonner-toast] *' });
}

/** A fetch stand-in answering JSON by path; the calls are kept for assertions. */
export function fakeApi(routes: Record<string, (body: unknown) => { status: number; json?: unknown }>) {
  const calls: { path: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : new URL(input.url).pathname;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ path, body, headers: { ...(init?.headers as Record<string, string> | undefined) } });
    const route = routes[path];
    if (!route) return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found.' } }), { status: 404 });
    const { status, json } = route(body);
    return new Response(json === undefined ? null : JSON.stringify(json), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, calls };
}
