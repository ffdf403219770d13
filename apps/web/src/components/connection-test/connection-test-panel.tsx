import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RepositoryConnection } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorText } from '@/i18n/error-text';
import { ConnectionChecks } from './connection-checks';
import { useTestRepository } from '@/lib/api/repositories/queries';

/** "Test connection" for one connection, with the optional test file path of spec 02 §2, and its four checks. */
export function ConnectionTestPanel({ connection, idPrefix }: { connection: RepositoryConnection; idPrefix: string }) {
  const { t } = useTranslation('repositories');
  const [path, setPath] = useState('');
  const test = useTestRepository();
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-2">
        <Field id={`${idPrefix}-test-path`} label={t('connections.testPath')} className="min-w-56 flex-1">
          <Input id={`${idPrefix}-test-path`} value={path} onChange={(event) => setPath(event.target.value)} placeholder={t('connections.testPathPlaceholder')} autoComplete="off" />
        </Field>
        <Button variant="outline" onClick={() => test.mutate({ id: connection.id, path: path.trim() || undefined })} loading={test.isPending} loadingText={t('connections.testing')}>
          {t('connections.test')}
        </Button>
      </div>
      {test.data && (
        <div role="status" className="grid gap-2">
          <p className="text-sm font-medium">{test.data.ok ? t('connections.testPassed', { name: connection.name }) : t('connections.testFailed', { name: connection.name })}</p>
          <ConnectionChecks result={test.data} />
        </div>
      )}
      {test.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorText(test.error, t('connections.testError'))}
        </p>
      )}
    </div>
  );
}
