import { lazy, Suspense } from 'react';
import { Outlet, createRootRoute, createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { ERRORS, SIGNING_CONFIRMED_PATH, type ErrorCode } from '@attest/domain';
import { AuditSearch } from '@/lib/audit-search';
import { LoginPage } from '@/features/auth/login-page';
import { DashboardRedirect } from '@/features/dashboard/dashboard-redirect';
import { DocumentListSearch } from '@/lib/list-search';
import { LandingPage } from '@/features/landing/landing-page';
import { SearchPageSearch } from '@/lib/search-params';
import { ErrorScreen } from '@/features/status/error-screen';
import { LoadingScreen } from '@/components/status/loading-screen';
import { parseProfileSearch } from '@/features/profile/profile-search';
import { WorkflowSearch } from '@/lib/workflow-search';
import { CopiesSearch } from '@/lib/copies-search';
import { RepositoryBrowserSearch } from '@/lib/repository-search';
import { parseSystemSearch } from '@/app/system/system-search';
import { loadFullCatalogue } from '@/i18n/catalogue';

// The landing and sign-in pages are in the entry chunk; every other page loads its code when first opened, so the
// first screen carries none of the dashboard's (the first-screen budget, scripts/first-screen-budget.mjs). Those
// pages also wait for the English catalogue's other namespaces, which the first screen does not bundle.
const FIRST_SCREEN = new Set(['/', '/login']);
// Pages nobody needs on the way in load when shown.
const NotFoundPage = lazy(() => import('@/components/status/not-found-page').then((m) => ({ default: m.NotFoundPage })));
const notFound = (fullScreen: boolean) => (
  <Suspense fallback={<LoadingScreen />}>
    <NotFoundPage fullScreen={fullScreen} />
  </Suspense>
);
const documentPage = lazyRouteComponent(() => import('@/app/documents/document-page'), 'DocumentPage');
const rootRoute = createRootRoute({
  component: Outlet,
  beforeLoad: ({ location }) => (FIRST_SCREEN.has(location.pathname) ? undefined : loadFullCatalogue()),
});

const landingRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: LandingPage });
// ?open= carries an e-mail link (/open?to=…) through sign-in, so the reader still lands where it pointed.
const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: (search: Record<string, unknown>): { open?: string; sso_error?: ErrorCode } => ({
    ...(typeof search.open === 'string' && search.open ? { open: search.open } : {}),
    // A single sign-on the server refused comes back here with its error code.
    ...(typeof search.sso_error === 'string' && search.sso_error in ERRORS ? { sso_error: search.sso_error as ErrorCode } : {}),
  }),
  component: LoginPage,
});
// A signer's re-authentication window comes back here from the identity provider (modules/sso).
const signingConfirmedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: SIGNING_CONFIRMED_PATH,
  validateSearch: (search: Record<string, unknown>): { sso_error?: ErrorCode } =>
    typeof search.sso_error === 'string' && search.sso_error in ERRORS ? { sso_error: search.sso_error as ErrorCode } : {},
  component: lazyRouteComponent(() => import('@/features/signatures/signing-confirmed-route'), 'SigningConfirmedRoute'),
});
const unauthorizedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/unauthorized',
  component: lazyRouteComponent(() => import('@/features/status/unauthorized-page'), 'UnauthorizedPage'),
});
// Links in notification e-mails: /open?to=/documents/{id} lands on the reader's own dashboard path.
const openLinkRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/open',
  validateSearch: (search: Record<string, unknown>) => ({ to: typeof search.to === 'string' ? search.to : '' }),
  component: lazyRouteComponent(() => import('@/features/notifications/open-link-page'), 'OpenLinkPage'),
});
// What a printed copy's QR code opens: outside the dashboard, so a visitor can read it when the site allows.
const copyStatusRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/copies/$copyId',
  component: lazyRouteComponent(() => import('@/features/copies/copy-status-page'), 'CopyStatusPage'),
});
// What a signature page's QR code opens: the signature recomputed, for a signed-in user.
const signatureVerifyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signatures/$signatureId',
  component: lazyRouteComponent(() => import('@/features/signatures/signature-verify-page'), 'SignatureVerifyPage'),
});
const dashboardRedirectRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard',
  component: DashboardRedirect,
});

/** Everything under /dashboard/{role} passes the guard in ProtectedLayout. */
const roleRoute = createRoute({ getParentRoute: () => rootRoute, path: '/dashboard/$role', component: lazyRouteComponent(() => import('@/app/shell/protected-layout'), 'ProtectedLayout') });
const dashboardHomeRoute = createRoute({ getParentRoute: () => roleRoute, path: '/', component: lazyRouteComponent(() => import('@/features/dashboard/dashboard-home'), 'DashboardHome') });
const documentsRoute = createRoute({
  getParentRoute: () => roleRoute,
  path: 'documents',
  // Filters, sort and page live in the URL, so Back/Forward, reload and shared links keep them.
  validateSearch: (search: Record<string, unknown>) => DocumentListSearch.parse(search),
  // A row opens its document: that page's code is fetched while the list shows, so the click opens it at once.
  loader: () => void documentPage.preload?.(),
  component: lazyRouteComponent(() => import('@/features/documents/document-list-page'), 'DocumentListPage'),
});
const documentRoute = createRoute({
  getParentRoute: () => roleRoute,
  path: 'documents/$documentId',
  component: documentPage,
});
// The full-screen viewer: its code and pdf.js load only when it is opened; the shell steps aside (fullScreen).
const documentViewerRoute = createRoute({
  getParentRoute: () => roleRoute,
  path: 'documents/$documentId/view',
  staticData: { fullScreen: true },
  validateSearch: (search: Record<string, unknown>): { version?: string } =>
    typeof search.version === 'string' && search.version ? { version: search.version } : {},
  component: lazyRouteComponent(() => import('@/features/viewer/viewer-page'), 'ViewerPage'),
});
const documentReviewRoute = createRoute({
  getParentRoute: () => roleRoute,
  path: 'documents/$documentId/review',
  component: lazyRouteComponent(() => import('@/app/documents/review-page'), 'ReviewPage'),
});
const workflowsRoute = createRoute({
  getParentRoute: () => roleRoute,
  path: 'workflows',
  validateSearch: (search: Record<string, unknown>) => WorkflowSearch.parse(search),
  component: lazyRouteComponent(() => import('@/features/workflow/workflow-page'), 'WorkflowPage'),
});
const auditRoute = createRoute({
  getParentRoute: () => roleRoute,
  path: 'audit',
  validateSearch: (search: Record<string, unknown>) => AuditSearch.parse(search),
  component: lazyRouteComponent(() => import('@/features/audit/audit-page'), 'AuditPage'),
});
const copiesRoute = createRoute({
  getParentRoute: () => roleRoute,
  path: 'copies',
  validateSearch: (search: Record<string, unknown>) => CopiesSearch.parse(search),
  component: lazyRouteComponent(() => import('@/features/copies/copies-page'), 'CopiesPage'),
});
const repositoriesRoute = createRoute({
  getParentRoute: () => roleRoute,
  path: 'repositories',
  validateSearch: (search: Record<string, unknown>) => RepositoryBrowserSearch.parse(search),
  component: lazyRouteComponent(() => import('@/features/repositories/repositories-page'), 'RepositoriesPage'),
});
const auditReviewsRoute = createRoute({
  getParentRoute: () => roleRoute,
  path: 'audit/reviews',
  component: lazyRouteComponent(() => import('@/features/audit-reviews/audit-reviews-page'), 'AuditReviewsPage'),
});
const auditReviewRoute = createRoute({
  getParentRoute: () => roleRoute,
  path: 'audit/reviews/$reviewId',
  component: lazyRouteComponent(() => import('@/features/audit-reviews/audit-review-page'), 'AuditReviewPage'),
});
const periodicReviewsRoute = createRoute({
  getParentRoute: () => roleRoute,
  path: 'periodic-reviews',
  component: lazyRouteComponent(() => import('@/features/periodic-reviews/periodic-reviews-page'), 'PeriodicReviewsPage'),
});
const myTrainingRoute = createRoute({
  getParentRoute: () => roleRoute,
  path: 'my-training',
  component: lazyRouteComponent(() => import('@/features/training/my-training-page'), 'MyTrainingPage'),
});
const trainingRoute = createRoute({
  getParentRoute: () => roleRoute,
  path: 'training',
  component: lazyRouteComponent(() => import('@/features/training/training-matrix-page'), 'TrainingMatrixPage'),
});
const usersRoute = createRoute({ getParentRoute: () => roleRoute, path: 'users', component: lazyRouteComponent(() => import('@/features/users/user-management-page'), 'UserManagementPage') });
const allUsersRoute = createRoute({
  getParentRoute: () => roleRoute,
  path: 'users/all',
  component: lazyRouteComponent(() => import('@/features/users/user-directory-page'), 'AllUsersPage'),
});
const activeUsersRoute = createRoute({
  getParentRoute: () => roleRoute,
  path: 'users/active',
  component: lazyRouteComponent(() => import('@/features/users/user-directory-page'), 'ActiveUsersPage'),
});
const userDetailRoute = createRoute({ getParentRoute: () => roleRoute, path: 'users/$userId', component: lazyRouteComponent(() => import('@/features/users/user-detail-page'), 'UserDetailPage') });
// Both profile paths reach the one full Profile Settings screen.
const profileRoute = createRoute({ getParentRoute: () => roleRoute, path: 'profile', validateSearch: parseProfileSearch, component: lazyRouteComponent(() => import('@/features/profile/profile-settings-page'), 'ProfileSettingsPage') });
const profileSettingsRoute = createRoute({ getParentRoute: () => roleRoute, path: 'profile-settings', validateSearch: parseProfileSearch, component: lazyRouteComponent(() => import('@/features/profile/profile-settings-page'), 'ProfileSettingsPage') });
const workflowDetailRoute = createRoute({ getParentRoute: () => roleRoute, path: 'workflows/$workflowId', component: lazyRouteComponent(() => import('@/features/workflow/workflow-route-page'), 'WorkflowRoutePage') });
const auditEntryRoute = createRoute({ getParentRoute: () => roleRoute, path: 'audit/$seq', component: lazyRouteComponent(() => import('@/features/search/audit-route-page'), 'AuditRoutePage') });
const searchRoute = createRoute({
  getParentRoute: () => roleRoute,
  path: 'search',
  validateSearch: (search: Record<string, unknown>) => SearchPageSearch.parse(search),
  component: lazyRouteComponent(() => import('@/features/search/search-page'), 'SearchPage'),
});
const notificationsRoute = createRoute({ getParentRoute: () => roleRoute, path: 'notifications', component: lazyRouteComponent(() => import('@/features/notifications/notifications-page'), 'NotificationsPage') });
const systemRoute = createRoute({ getParentRoute: () => roleRoute, path: 'system', validateSearch: parseSystemSearch, component: lazyRouteComponent(() => import('@/app/system/system-page'), 'SystemPage') });
// Diagnostics (spec 02 §2 /debug/app), admins only: the page itself shows others the not-found page.
const diagnosticsRoute = createRoute({
  getParentRoute: () => roleRoute,
  path: 'debug',
  component: lazyRouteComponent(() => import('@/features/diagnostics/diagnostics-page'), 'DiagnosticsPage'),
});
const DebugRedirect = lazyRouteComponent(() => import('@/features/diagnostics/debug-redirect'), 'DebugRedirect');
const debugRoute = createRoute({ getParentRoute: () => rootRoute, path: '/debug', component: DebugRedirect });
const debugAppRoute = createRoute({ getParentRoute: () => rootRoute, path: '/debug/app', component: DebugRedirect });
// The spec's /test suite (02 §2) is the Integration checks on the Diagnostics page: admins only, others get the 404.
const testRoute = createRoute({ getParentRoute: () => rootRoute, path: '/test', component: lazyRouteComponent(() => import('@/features/diagnostics/debug-redirect'), 'TestPageRedirect') });
// Any other path below the dashboard shows the 404 page inside the shell.
const moduleRoute = createRoute({
  getParentRoute: () => roleRoute,
  path: '$',
  component: function ModuleNotFound() {
    return notFound(false);
  },
});

const routeTree = rootRoute.addChildren([
  landingRoute,
  loginRoute,
  signingConfirmedRoute,
  unauthorizedRoute,
  dashboardRedirectRoute,
  openLinkRoute,
  copyStatusRoute,
  signatureVerifyRoute,
  debugRoute,
  debugAppRoute,
  testRoute,
  roleRoute.addChildren([diagnosticsRoute, copiesRoute, repositoriesRoute, periodicReviewsRoute, auditReviewsRoute, auditReviewRoute, myTrainingRoute, trainingRoute, searchRoute, workflowDetailRoute, auditEntryRoute, notificationsRoute, dashboardHomeRoute, documentsRoute, documentRoute, documentViewerRoute, documentReviewRoute, workflowsRoute, auditRoute, usersRoute, allUsersRoute, activeUsersRoute, userDetailRoute, profileRoute, profileSettingsRoute, systemRoute, moduleRoute]),
]);

export const router = createRouter({
  routeTree,
  defaultNotFoundComponent: () => notFound(true),
  defaultErrorComponent: ({ error }) => <ErrorScreen error={error} />,
  defaultPendingComponent: () => <LoadingScreen />,
  defaultPendingMs: 1000,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    /** The page fills the window without the shell's header and sidebar (the document viewer). */
    fullScreen?: boolean;
  }
}
