import { AlertTriangle, BadgeCheck, FileDown, Loader2, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail } from '@attest/domain';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { storedRoleLabel } from '@/lib/stored-labels';
import { signatureMeaningLabel } from '@/i18n/labels';
import { formatZonedDateTime } from '@/lib/date-display';
import { formatUtc, useDocumentSignatures, useSignatureVerification } from '@/lib/api/signatures/queries';


/** Whether the record still matches what was signed: the server recomputes every hash on each look. */
function Verification({ signatureId }: { signatureId: string }) {
  const { t } = useTranslation('signatures');
  const check = useSignatureVerification(signatureId);
  if (check.isPending) {
    return (
      <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
        <Loader2 className="size-3 animate-spin" aria-hidden="true" />
        {t('card.verification.verifying')}
      </span>
    );
  }
  if (check.isError) {
    return (
      <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
        <AlertTriangle className="size-3" aria-hidden="true" />
        {t('card.verification.failed')}
      </span>
    );
  }
  const result = check.data;
  if (result.isValid) {
    return (
      <Tooltip>
        <TooltipTrigger asChild>
          <Badge variant="outline" tabIndex={0} className="gap-1 border-green-300 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-200">
            <BadgeCheck className="size-3" aria-hidden="true" />
            {t('card.verification.verified')}
          </Badge>
        </TooltipTrigger>
        <TooltipContent>
          {t('card.verification.checked', { time: formatUtc(result.validationTimestamp) })}
          {result.warnings.length > 0 && ` · ${result.warnings.join('; ')}`}
        </TooltipContent>
      </Tooltip>
    );
  }
  return (
    <div className="grid gap-1">
      <Badge variant="outline" className="w-fit gap-1 border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
        <ShieldAlert className="size-3" aria-hidden="true" />
        {t('card.verification.invalid')}
      </Badge>
      <ul className="text-xs text-destructive">
        {result.errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    </div>
  );
}

/** Signatures card (spec 02 §2 document details): who signed, what it means, when (UTC), and whether it holds. */
export function SignaturesCard({ doc }: { doc: DocumentDetail }) {
  const { t } = useTranslation('signatures');
  const signatures = useDocumentSignatures(doc.id);
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle as="h2" className="text-base">
          {t('card.title')}
        </CardTitle>
        <CardDescription>{t('card.description')}</CardDescription>
      </CardHeader>
      <CardContent className="px-0 pb-2">
        {signatures.isPending ? (
          <div className="space-y-2 px-6 pb-4">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
          </div>
        ) : signatures.isError ? (
          <p className="px-6 pb-4 text-sm text-destructive">{t('card.loadFailed')}</p>
        ) : signatures.data.length === 0 ? (
          <p className="px-6 pb-4 text-sm text-muted-foreground">{t('card.empty')}</p>
        ) : (
          <Table aria-label={t('card.tableLabel')}>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead className="pl-6">{t('card.columns.signedBy')}</TableHead>
                <TableHead>{t('card.columns.meaning')}</TableHead>
                <TableHead>{t('card.columns.version')}</TableHead>
                <TableHead>{t('card.columns.signedAt')}</TableHead>
                <TableHead>{t('card.columns.mark')}</TableHead>
                <TableHead className="pr-6">{t('card.columns.verification')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {signatures.data.map((signature) => (
                <TableRow key={signature.id}>
                  <TableCell className="pl-6">
                    <span className="block font-medium">{signature.signerName}</span>
                    <span className="text-xs text-muted-foreground">
                      {signature.signerEmail} · {storedRoleLabel(signature.signerRole)}
                    </span>
                  </TableCell>
                  <TableCell>
                    <Badge variant="secondary">{signatureMeaningLabel(signature.meaning)}</Badge>
                    {!signature.segregationOfDutiesEnforced && (
                      <Badge
                        variant="outline"
                        title={t('card.segregationOffHint')}
                        className="mt-1 flex w-fit gap-1 border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
                      >
                        <AlertTriangle className="size-3" aria-hidden="true" />
                        {t('card.segregationOff')}
                      </Badge>
                    )}
                  </TableCell>
                  <TableCell className="font-mono text-xs">{signature.documentVersion}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    <time dateTime={signature.signedAt} className="block font-mono text-xs">
                      {formatUtc(signature.signedAt)}
                    </time>
                    <span className="text-xs text-muted-foreground">{formatZonedDateTime(signature.signedAt)}</span>
                  </TableCell>
                  <TableCell>{t(`card.markType.${signature.signatureType}`)}</TableCell>
                  <TableCell className="pr-6">
                    <Verification signatureId={signature.id} />
                    <a
                      href={`/api/signatures/${encodeURIComponent(signature.id)}/evidence`}
                      download
                      title={t('card.evidenceHint')}
                      aria-label={t('card.evidenceLabel', { name: signature.signerName, meaning: signatureMeaningLabel(signature.meaning) })}
                      className="mt-1 inline-flex items-center gap-1 rounded text-xs text-muted-foreground underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      <FileDown className="size-3" aria-hidden="true" />
                      {t('card.evidence')}
                    </a>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
