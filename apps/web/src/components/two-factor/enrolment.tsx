import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorSetupResponse } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorText } from '@/i18n/error-text';

interface EnrolmentProps {
  /** Creates the secret (profile or sign-in enrolment). */
  start: () => Promise<TwoFactorSetupResponse>;
  /** Confirms a code; resolves to the recovery codes, shown once. */
  confirm: (code: string) => Promise<string[]>;
  /** After the user has seen the recovery codes. */
  onDone: () => void;
}

/** Enrolment: the QR code and key, a code from the app to confirm, then the recovery codes, shown this once. */
export function TwoFactorEnrolment({ start, confirm, onDone }: EnrolmentProps) {
  const { t } = useTranslation('security');
  const [setup, setSetup] = useState<TwoFactorSetupResponse | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  useEffect(() => {
    let live = true;
    start().then(
      (value) => live && setSetup(value),
      (reason: unknown) => live && setError(errorText(reason, t('twoFactor.failed'))),
    );
    return () => {
      live = false;
    };
  }, [start, t]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    confirm(code.trim()).then(
      (recoveryCodes) => {
        setCodes(recoveryCodes);
        setBusy(false);
      },
      (reason: unknown) => {
        setError(errorText(reason, t('twoFactor.failed')));
        setCode('');
        setBusy(false);
      },
    );
  };

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;
  return (
    <div className="grid gap-4">
      {setup && (
        <>
          <p className="text-sm text-muted-foreground">{t('twoFactor.scan')}</p>
          <img src={setup.qrCode} alt={t('twoFactor.qrAlt')} className="size-44 rounded-md border bg-white p-2" />
          <p className="text-sm">
            {t('twoFactor.key')}: <code className="font-mono break-all select-all">{setup.secret}</code>
          </p>
        </>
      )}
      <form className="grid max-w-xs gap-3" onSubmit={submit} noValidate>
        <Field id="two-factor-code" label={t('twoFactor.code')} required error={error}>
          <Input
            {...fieldAria('two-factor-code', error, true)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={64}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </Field>
        <Button type="submit" className="justify-self-start" disabled={!setup || code.trim().length < 6} loading={busy} loadingText={t('twoFactor.confirming')}>
          {t('twoFactor.confirm')}
        </Button>
      </form>
    </div>
  );
}

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('security');
  return (
    <div className="grid gap-3" role="region" aria-label={t('twoFactor.recoveryTitle')}>
      <h3 className="font-semibold">{t('twoFactor.recoveryTitle')}</h3>
      <p className="text-sm text-muted-foreground">{t('twoFactor.recoveryHelp')}</p>
      <ul className="grid max-w-sm grid-cols-2 gap-1 rounded-md border bg-muted/40 p-3 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button type="button" className="justify-self-start" onClick={onDone}>
        {t('twoFactor.kept')}
      </Button>
    </div>
  );
}
