import { Link, Navigate, getRouteApi } from '@tanstack/react-router';
import { CheckCircle2, OctagonX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SignatureValidation } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { StatusLayout } from '@/components/status/status-layout';
import { DetailRow, StatusLoading, StatusUnanswered } from '@/components/status/status-parts';
import { signatureMeaningLabel } from '@/i18n/labels';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { formatUtc, useSignatureVerification } from '@/lib/api/signatures/queries';

const routeApi = getRouteApi('/signatures/$signatureId');

const CHECKS = ['signatureIntegrity', 'documentIntegrity', 'timestampValid', 'signerAuthenticated', 'certificateValid', 'complianceValid'] as const;

/** /signatures/{id}: what a signature page's QR code opens. Who signed what, why and when, recomputed now. */
export function SignatureVerifyPage() {
  const { t } = useTranslation('signatures');
  const { signatureId } = routeApi.useParams();
  const verification = useSignatureVerification(signatureId);

  if (verification.isPending) return <StatusLoading message={t('verifyPage.loading')} />;
  if (verification.isError) {
    const error = verification.error;
    // Verifying needs an account: sign in, then come back here.
    if (error instanceof ApiError && error.status === 401) return <Navigate to="/login" search={{ open: `/signatures/${signatureId}` }} replace />;
    const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return <StatusUnanswered title={t('verifyPage.title')} message={notFound ? t('verifyPage.notFound') : t('verifyPage.failed')} />;
  }
  return <SignatureVerifyView result={verification.data} />;
}

function SignatureVerifyView({ result }: { result: SignatureValidation }) {
  const { t } = useTranslation('signatures');
  const { signature } = result;
  const Icon = result.isValid ? CheckCircle2 : OctagonX;
  return (
    <StatusLayout>
      <h1 className="text-2xl font-semibold tracking-tight">{t('verifyPage.title')}</h1>
      <p className="mt-1 font-mono text-lg">{signature.id.slice(0, 8)}</p>
      <div
        role="status"
        className={cn(
          'mt-6 flex items-start gap-3 rounded-lg border-2 p-4 text-left',
          result.isValid ? 'border-emerald-600 bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100' : 'border-red-600 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100',
        )}
      >
        <Icon className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">{result.isValid ? t('verifyPage.valid') : t('verifyPage.invalid')}</p>
          {result.errors.map((error) => (
            <p key={error} className="mt-1 text-sm">
              {error}
            </p>
          ))}
          <p className="mt-1 text-sm">{t('verifyPage.checkedAt', { time: formatUtc(result.validationTimestamp), name: result.validatedBy })}</p>
        </div>
      </div>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-left text-sm">
        <DetailRow label={t('verifyPage.signer')}>{signature.signerName}</DetailRow>
        {signature.onBehalfOf && <DetailRow label={t('verifyPage.onBehalfOf')}>{signature.onBehalfOf}</DetailRow>}
        <DetailRow label={t('verifyPage.meaning')}>{signatureMeaningLabel(signature.meaning)}</DetailRow>
        <DetailRow label={t('verifyPage.signedAt')}>{formatUtc(signature.signedAt)}</DetailRow>
        <DetailRow label={t('verifyPage.document')}>
          {signature.docNumber} {signature.documentTitle}
        </DetailRow>
        <DetailRow label={t('verifyPage.version')}>{signature.versionLabel}</DetailRow>
      </dl>
      <h2 className="mt-6 text-left text-sm font-semibold">{t('verifyPage.checks')}</h2>
      <ul className="mt-2 space-y-1 text-left text-sm">
        {CHECKS.map((check) => (
          <li key={check} className="flex items-center justify-between gap-4">
            <span>{t(`verifyPage.check.${check}`)}</span>
            <span className={cn('font-medium', result.checks[check] ? 'text-emerald-700 dark:text-emerald-300' : 'text-red-700 dark:text-red-300')}>
              {result.checks[check] ? t('verifyPage.passed') : t('verifyPage.notPassed')}
            </span>
          </li>
        ))}
      </ul>
      <Button asChild variant="outline" className="mt-6">
        <Link to="/open" search={{ to: `/documents/${signature.documentId}` }}>
          {t('verifyPage.openDocument')}
        </Link>
      </Button>
    </StatusLayout>
  );
}
