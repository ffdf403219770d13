import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, InstallationQualificationList, InstallationQualificationRun } from '@attest/domain';
import { auditActorOf, originOf, requireAuth } from '../../core/request-context.ts';
import { attachmentHeader } from '../files/content-disposition.ts';
import { listInstallationQualifications } from './installation.repo.ts';
import { downloadInstallationReport, runInstallationQualification, type InstallationServiceDeps } from './installation.service.ts';

const reportName = (runAt: string) => `attest-iq-${runAt.replace(/[:.]/g, '-')}.pdf`;

/** System Administration → Validation (admin): run the installation qualification, list runs, download a report. */
export function installationRoutes(app: FastifyInstance, deps: InstallationServiceDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = { access: 'manage-system' as const };
  const tags = ['system'];

  api.post('/api/system/installation-qualification', {
    config: access,
    schema: { tags, summary: 'Run the installation qualification now: versions, migrations, the whole audit chain, configuration; the report is stored (audited)', response: { 200: InstallationQualificationRun } },
    handler: async (request) => runInstallationQualification(deps, { userId: requireAuth(request).user.id, actor: auditActorOf(request), origin: originOf(request) }),
  });

  api.get('/api/system/installation-qualification', {
    config: access,
    schema: { tags, summary: 'The latest installation qualification runs, newest first', response: { 200: InstallationQualificationList } },
    handler: async () => ({ runs: await listInstallationQualifications(deps.database.db) }),
  });

  api.get('/api/system/installation-qualification/:id/report', {
    config: access,
    schema: { tags, summary: "Download a run's stored PDF report (audited)", params: IdParams },
    handler: async (request, reply) => {
      const { run, bytes } = await downloadInstallationReport(deps, { actor: auditActorOf(request), origin: originOf(request) }, request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentHeader(reportName(run.runAt), 'attachment'))
        .header('x-content-sha256', run.reportSha256)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  });
}
