import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { SignatureInput, SignatureMeaning } from '@attest/domain';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/i18n/error-text';
import { signatureMeaningLabel } from '@/i18n/labels';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { fetchSigningRequirements } from '@/lib/api/signatures/api';
import { CaptureStep, type CaptureResult } from './capture-step';
import { PasswordStep } from './password-step';
import { ProviderStep } from './provider-step';

/** Spec 02 §2: the dialog closes 2 seconds after the signature is complete. */
export const CLOSE_AFTER_SIGNING_MS = 2000;

export interface SignatureDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the signature means, chosen by the action (approve → approved). */
  meaning: SignatureMeaning;
  /** What the signer declares, when it is not a document being signed (the meaning's document statement otherwise). */
  meaningStatement?: string;
  /** The action being signed, e.g. "Approve". */
  actionLabel: string;
  /** "SOP-QA-001 · Cleaning · v1.0": what is being signed. */
  documentLabel: string;
  signerName: string;
  commentRequired: boolean;
  initialComment?: string;
  /** Shown above the steps: what the signer should know first (e.g. an approval that will train nobody). */
  notice?: ReactNode;
  /** Performs the action with the signature; rejects with the API's error. */
  onSign: (input: { signature: SignatureInput; comment: string }) => Promise<unknown>;
  /** What the action asks besides the signature (the approval's conditions), shown above the steps until signed. */
  children?: ReactNode;
  /** Checks that part before signing; false keeps the dialog on the signature step (the part shows why). */
  validate?: () => boolean;
}

/** Electronic signature (21 CFR Part 11): authenticate, capture the signature, done. */
export function SignatureDialog(props: SignatureDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent
        className="max-h-[calc(100svh-2rem)] max-w-2xl overflow-y-auto"
        // A signing in progress is not dismissed by a stray click outside.
        onInteractOutside={(event) => event.preventDefault()}
      >
        <SignatureFlow {...props} />
      </DialogContent>
    </Dialog>
  );
}

type Step = { name: 'password' } | { name: 'signature'; token: string; expiresAt: string } | { name: 'complete' };
const STEPS = ['authenticate', 'sign', 'complete'] as const;

function StepIndicator({ current }: { current: number }) {
  const { t } = useTranslation('signatures');
  return (
    <ol aria-label={t('dialog.steps.label')} className="flex items-center gap-2 text-xs">
      {STEPS.map((name, index) => (
        <li
          key={name}
          aria-current={index === current ? 'step' : undefined}
          className={cn(
            'flex items-center gap-1.5 rounded-full border px-2.5 py-1',
            index === current && 'border-primary bg-primary text-primary-foreground',
            index < current && 'border-primary/40 text-primary',
            index > current && 'text-muted-foreground',
          )}
        >
          <span className="font-semibold">{index + 1}</span>
          {t(`dialog.steps.${name}`)}
        </li>
      ))}
    </ol>
  );
}

function SignatureFlow({ onOpenChange, meaning, meaningStatement, actionLabel, documentLabel, signerName, commentRequired, initialComment, notice, onSign, children, validate }: SignatureDialogProps) {
  const { t } = useTranslation('signatures');
  const [step, setStep] = useState<Step>({ name: 'password' });
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const requirements = useQuery({
    queryKey: ['signatures', 'requirements'],
    queryFn: fetchSigningRequirements,
    staleTime: 0,
    gcTime: 0,
  });
  const close = () => onOpenChange(false);

  const complete = async ({ mark, comment, consent }: CaptureResult) => {
    if (step.name !== 'signature') return;
    if (validate && !validate()) return;
    if (new Date(step.expiresAt).getTime() <= Date.now()) {
      toast.error(t('dialog.toasts.expired.title'), { description: t('dialog.toasts.expired.description') });
      setStep({ name: 'password' });
      return;
    }
    setSubmitting(true);
    setFailure(null);
    try {
      await onSign({ signature: { signingToken: step.token, meaning, type: mark.type, image: mark.image, consent }, comment });
      setStep({ name: 'complete' });
      toast.success(t('dialog.toasts.signed.title'), {
        description: t('dialog.toasts.signed.description', { document: documentLabel, meaning: signatureMeaningLabel(meaning), signer: signerName }),
      });
    } catch (error) {
      const description = t('dialog.toasts.failed.description');
      toast.error(t('dialog.toasts.failed.title'), { description });
      setFailure(error instanceof ApiError ? errorText(error, description) : null);
      // A used or expired token cannot sign again: authenticate afresh.
      if (error instanceof ApiError && error.code === 'SIGNING_TOKEN_INVALID') setStep({ name: 'password' });
    } finally {
      setSubmitting(false);
    }
  };

  const current = step.name === 'password' ? 0 : step.name === 'signature' ? 1 : 2;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('dialog.title')}</DialogTitle>
        <DialogDescription>
          {actionLabel} · {documentLabel}
        </DialogDescription>
      </DialogHeader>
      <StepIndicator current={current} />
      {step.name !== 'complete' && notice}
      {step.name !== 'complete' && children}
      {failure && step.name !== 'complete' && (
        <Alert variant="destructive" role="alert">
          <AlertTitle>{t('dialog.failedTitle')}</AlertTitle>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      {step.name === 'password' &&
        (requirements.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner />
          </div>
        ) : requirements.data?.attemptsLeft === 0 ? (
          <Locked onClose={close} />
        ) : requirements.data?.authenticateAtProvider ? (
          <ProviderStep
            providerName={requirements.data.authenticateAtProvider}
            onAuthenticated={(auth) => {
              setFailure(null);
              setStep({ name: 'signature', token: auth.signingToken, expiresAt: auth.expiresAt });
            }}
            onCancel={close}
          />
        ) : (
          <PasswordStep
            requiresEmail={requirements.data?.requiresEmail ?? true}
            requiresSecondFactor={requirements.data?.requiresSecondFactor ?? false}
            attemptsLeft={requirements.data?.attemptsLeft ?? 3}
            maxAttempts={requirements.data?.maxAttempts ?? 3}
            onAuthenticated={(auth) => {
              setFailure(null);
              setStep({ name: 'signature', token: auth.signingToken, expiresAt: auth.expiresAt });
            }}
            onLocked={close}
            onCancel={close}
          />
        ))}
      {step.name === 'signature' && (
        <CaptureStep
          meaning={meaning}
          meaningStatement={meaningStatement}
          documentLabel={documentLabel}
          signerName={signerName}
          commentRequired={commentRequired}
          initialComment={initialComment}
          submitting={submitting}
          rules={requirements.data}
          onBack={() => setStep({ name: 'password' })}
          onComplete={(result) => void complete(result)}
        />
      )}
      {step.name === 'complete' && (
        <Completed meaning={meaning} signerName={signerName} onDone={close} />
      )}
    </>
  );
}

function Locked({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('signatures');
  return (
    <div className="grid gap-4">
      <Alert variant="destructive" role="alert">
        <Lock aria-hidden="true" />
        <AlertTitle>{t('password.tooManyAttempts.title')}</AlertTitle>
        <AlertDescription>{t('password.tooManyAttempts.description')}</AlertDescription>
      </Alert>
      <div className="flex justify-end">
        <Button variant="outline" onClick={onClose}>
          {t('dialog.close')}
        </Button>
      </div>
    </div>
  );
}

function Completed({ meaning, signerName, onDone }: { meaning: SignatureMeaning; signerName: string; onDone: () => void }) {
  const { t } = useTranslation('signatures');
  // Once, however often the page behind re-renders while the result is shown.
  const done = useEffectEvent(onDone);
  useEffect(() => {
    const timer = setTimeout(() => done(), CLOSE_AFTER_SIGNING_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div role="status" className="flex flex-col items-center gap-2 py-6 text-center">
      <CheckCircle2 className="size-12 text-success" aria-hidden="true" />
      <p className="text-lg font-semibold">{t('dialog.completed.title')}</p>
      <p className="text-sm text-muted-foreground">{t('dialog.completed.signedBy', { signer: signerName, meaning: signatureMeaningLabel(meaning) })}</p>
      <p className="text-xs text-muted-foreground">{t('dialog.completed.recorded')}</p>
    </div>
  );
}
