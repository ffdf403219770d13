import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { ConnectionTestPanel } from '@/components/connection-test/connection-test-panel';
import { useRepositories } from '@/lib/api/repositories/queries';

/** The integration check "repository" (spec 02 §2 /test GitLab Test): choose a connection and run its four checks. */
export function RepositoryIntegrationCheck() {
  const { t } = useTranslation('diagnostics');
  const connections = useRepositories();
  const [chosen, setChosen] = useState<string | null>(null);
  const list = connections.data ?? [];
  const connection = list.find((entry) => entry.id === chosen) ?? list[0];
  return (
    <section aria-labelledby="integration-repository-title" className="grid gap-2" data-testid="integration-repository">
      <h3 id="integration-repository-title" className="text-sm font-semibold">
        {t('integration.repository')}
      </h3>
      {connections.isError ? (
        <p role="alert" className="text-sm text-destructive">{t('integration.repositoryLoadFailed')}</p>
      ) : connections.data && !connection ? (
        <p className="text-sm text-muted-foreground">{t('integration.repositoryNone')}</p>
      ) : connection ? (
        <>
          <Field id="integration-repository-connection" label={t('integration.repositoryConnection')} className="max-w-sm">
            <Select id="integration-repository-connection" value={connection.id} onChange={(event) => setChosen(event.target.value)}>
              {list.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
            </Select>
          </Field>
          <ConnectionTestPanel key={connection.id} connection={connection} idPrefix="integration-repository" />
        </>
      ) : null}
    </section>
  );
}
