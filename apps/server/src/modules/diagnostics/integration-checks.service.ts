import type { ConversionCheckResponse, TestEmailResponse } from '@attest/domain';
import { AppError } from '../../core/app-error.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { appendAuditEvent, type AuditActor, type RequestOrigin } from '../audit/audit.repo.ts';
import type { DiagnosticsDeps } from './diagnostics.service.ts';
import { runCheck } from './run-check.ts';
import { renditionCheck } from './service-checks.ts';

type By = { actor: AuditActor; origin: RequestOrigin };

/** The integration check "DOCX": the rendition check's conversion, with the PDF's page count. */
export async function runConversionCheck(deps: DiagnosticsDeps, by: By): Promise<ConversionCheckResponse> {
  const result = await runCheck(renditionCheck(deps.soffice, deps.config.rendition.timeoutMs));
  const response = { status: result.status, message: result.message, details: result.details, pages: result.pages ?? null, ms: result.ms };
  await appendAuditEvent(deps.database.db, {
    ...by,
    action: 'Integration Check Run',
    entityType: 'system',
    newValues: { check: 'conversion', status: response.status, pages: response.pages, message: response.message },
  });
  return response;
}

/** The integration check "e-mail": a message through the outbox to the administrator who asked, queued with its audit event. */
export async function sendTestEmail(deps: DiagnosticsDeps, user: { email: string; name: string }, by: By): Promise<TestEmailResponse> {
  if (!(await deps.mail.sending())) throw new AppError('MAIL_DISABLED');
  await deps.database.db.transaction(async (tx) => {
    await enqueueMail(tx, {
      to: user.email,
      subject: 'Attest test e-mail',
      text: `Hello ${user.name},\n\nThis is a test e-mail from Attest's integration checks. If you can read it, e-mail from Attest reaches you.`,
    });
    await appendAuditEvent(tx, { ...by, action: 'Test E-mail Sent', entityType: 'system', newValues: { check: 'email', recipient: user.email } });
  });
  return { recipient: user.email };
}
