import type { FormEvent } from 'react';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FormError } from '@/components/form-error';

interface EmailStepProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSubmit: () => void;
  loading: boolean;
  error: string | null;
}

export function EmailStep({ email, onEmailChange, onSubmit, loading, error }: EmailStepProps) {
  const { t } = useTranslation('auth');
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    // noValidate: the form shows the spec's own messages instead of the browser's bubbles.
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      <div className="space-y-2">
        <Label htmlFor="login-email">{t('emailStep.email')}</Label>
        <Input
          id="login-email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('emailStep.emailPlaceholder')}
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'login-email-error' : undefined}
          autoFocus
        />
        <FormError id="login-email-error" message={error} />
      </div>
      <Button type="submit" className="w-full" loading={loading} loadingText={t('emailStep.verifying')}>
        {t('emailStep.continue')}
        <ArrowRight aria-hidden="true" />
      </Button>
    </form>
  );
}
