import { RefreshCw } from 'lucide-react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSession } from '@/lib/session';
import { errorText } from '@/i18n/error-text';
import { moduleLabel } from '@/i18n/labels';
import { BackupTab } from '@/features/backups/backup-tab';
import { TriggerBackupButton } from '@/features/backups/trigger-backup-button';
import { RetentionTab } from '@/features/retention/retention-tab';
import { SignatureConfigTab } from '@/features/signature-config/signature-config-tab';
import { PreferencesTab } from '@/features/preferences/preferences-tab';
import { InstallationQualificationTab } from '@/features/installation-qualification/installation-qualification-tab';
import { ConnectionsTab } from '@/features/repositories/connections-tab';
import { OverviewTab } from './overview-tab';
import { useSystemOverview } from '@/features/system/queries';
import { JobsTab } from '@/features/system/jobs-tab';
import { IntegrationsTab } from '@/features/integrations/integrations-tab';
import type { IntegrationsSearch } from '@/features/integrations/integrations-search';
import type { JobsSearch } from '@/features/system/jobs-search';
import { parseSystemSearch } from './system-search';

const routeApi = getRouteApi('/dashboard/$role/system');

/**
 * /dashboard/{role}/system (spec 02 §2 System Administration): real figures and checks, backups (Trigger Backup in
 * the header and the Backup tab), retention policies with disposition review, signature configuration, and the
 * editable System Preferences with the environment's read-only facts beneath, the installation qualification, the
 * Git repository connections, the background jobs and the integrations (webhooks, SCIM, LMS).
 */
export function SystemPage() {
  const { t } = useTranslation(['system', 'backups', 'integrations']);
  const search = routeApi.useSearch();
  const navigate = useNavigate();
  const { data: session } = useSession();
  const overview = useSystemOverview();
  if (!session) return null;
  const showIntegrations = hasPermission(session.user.role, 'manage-system') || hasPermission(session.user.role, 'lms-integration');
  const setTab = (next: string) => void navigate({ to: '/dashboard/$role/system', params: { role: session.user.role }, search: parseSystemSearch({ tab: next }), replace: true });
  const setJobsSearch = (next: JobsSearch) => void navigate({ to: '/dashboard/$role/system', params: { role: session.user.role }, search: parseSystemSearch({ ...next, tab: 'jobs' }) });
  const setIntegrationsSearch = (next: IntegrationsSearch) =>
    void navigate({ to: '/dashboard/$role/system', params: { role: session.user.role }, search: parseSystemSearch({ ...next, tab: 'integrations' }) });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{moduleLabel('system')}</h1>
          <p className="text-muted-foreground">{t('page.description')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void overview.refetch()} loading={overview.isFetching} loadingText={t('page.refreshing')}>
            <RefreshCw aria-hidden="true" />
            {t('page.refresh')}
          </Button>
          <TriggerBackupButton onStarted={() => setTab('backup')} />
        </div>
      </div>
      {overview.isError ? (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm text-destructive">
          {errorText(overview.error, t('page.loadFailed'))}
        </p>
      ) : !overview.data ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label={t('page.loading')}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-32 rounded-xl" />
          ))}
        </div>
      ) : (
        <Tabs value={search.tab} onValueChange={setTab}>
          {/* Ten tabs are wider than a laptop screen in some languages and than any phone: the row wraps. */}
          <TabsList className="h-auto max-w-full flex-wrap justify-start">
            <TabsTrigger value="overview">{t('page.overviewTab')}</TabsTrigger>
            <TabsTrigger value="backup">{t('backups:tab')}</TabsTrigger>
            <TabsTrigger value="retention">{t('page.retentionTab')}</TabsTrigger>
            <TabsTrigger value="signatures">{t('page.signaturesTab')}</TabsTrigger>
            <TabsTrigger value="preferences">{t('page.preferencesTab')}</TabsTrigger>
            <TabsTrigger value="validation">{t('page.validationTab')}</TabsTrigger>
            {hasPermission(session.user.role, 'manage-repositories') && <TabsTrigger value="repositories">{t('page.repositoriesTab')}</TabsTrigger>}
            <TabsTrigger value="jobs">{t('page.jobsTab')}</TabsTrigger>
            {showIntegrations && <TabsTrigger value="integrations">{t('integrations:tab')}</TabsTrigger>}
          </TabsList>
          <TabsContent value="overview" className="mt-4">
            <OverviewTab overview={overview.data} role={session.user.role} />
          </TabsContent>
          <TabsContent value="backup" className="mt-4">
            <BackupTab />
          </TabsContent>
          <TabsContent value="retention" className="mt-4">
            <RetentionTab />
          </TabsContent>
          <TabsContent value="signatures" className="mt-4">
            <SignatureConfigTab />
          </TabsContent>
          <TabsContent value="preferences" className="mt-4">
            <PreferencesTab configuration={overview.data.configuration} />
          </TabsContent>
          <TabsContent value="validation" className="mt-4">
            <InstallationQualificationTab />
          </TabsContent>
          {hasPermission(session.user.role, 'manage-repositories') && (
            <TabsContent value="repositories" className="mt-4">
              <ConnectionsTab />
            </TabsContent>
          )}
          <TabsContent value="jobs" className="mt-4">
            <JobsTab search={search} onSearch={setJobsSearch} />
          </TabsContent>
          {showIntegrations && (
            <TabsContent value="integrations" className="mt-4">
              <IntegrationsTab role={session.user.role} search={search} onSearch={setIntegrationsSearch} />
            </TabsContent>
          )}
        </Tabs>
      )}
    </div>
  );
}
