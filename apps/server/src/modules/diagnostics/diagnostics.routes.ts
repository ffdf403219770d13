import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ConversionCheckResponse, DiagnosticsResponse, TestEmailResponse } from '@attest/domain';
import { auditActorOf, originOf, requireAuth } from '../../core/request-context.ts';
import { runDiagnostics, type DiagnosticsDeps } from './diagnostics.service.ts';
import { runConversionCheck, sendTestEmail } from './integration-checks.service.ts';

/** Run Diagnostics and the integration checks (System Administration, admin only; every run audited). */
export function diagnosticsRoutes(app: FastifyInstance, deps: Omit<DiagnosticsDeps, 'soffice' | 'mail'>): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = { access: 'manage-system' as const };
  const tags = ['system'];
  // Decorated by the renditions and realtime features, which may register after this.
  const full = (): DiagnosticsDeps => ({ ...deps, soffice: app.renditions.soffice, mail: app.mail.sender });
  const by = (request: Parameters<typeof auditActorOf>[0]) => ({ actor: auditActorOf(request), origin: originOf(request) });

  api.post('/api/system/diagnostics', {
    config: access,
    schema: { tags, summary: 'Run every diagnostic check now: PASS, FAIL or WARN with details, timing and a Quick Fix (audited)', response: { 200: DiagnosticsResponse } },
    handler: async (request) => runDiagnostics(full(), by(request)),
  });

  api.post('/api/system/integration-checks/conversion', {
    config: access,
    schema: { tags, summary: 'Convert the sample Word file to PDF with LibreOffice: pages and duration (audited)', response: { 200: ConversionCheckResponse } },
    handler: async (request) => runConversionCheck(full(), by(request)),
  });

  api.post('/api/system/integration-checks/email', {
    config: access,
    schema: { tags, summary: 'Queue a test e-mail to the signed-in administrator (audited); refused when e-mail is off', response: { 200: TestEmailResponse } },
    handler: async (request) => sendTestEmail(full(), requireAuth(request).user, by(request)),
  });
}
