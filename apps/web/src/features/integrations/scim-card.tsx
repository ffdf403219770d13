import { useRef, useState } from 'react';
import { Ban, KeyRound, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ScimToken } from '@attest/domain';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { ListFrame } from '@/components/data-table/list-frame';
import { ListRetryMessage } from '@/components/list-page/list-retry-message';
import { ListMessage } from '@/components/list-message';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TableCell, TableRow } from '@/components/ui/table';
import { errorText } from '@/i18n/error-text';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from './confirm-dialog';
import { CopyButton } from './copy-button';
import { useRevokeScimToken, useScimTokens } from './queries';
import { ScimTokenDialog } from './scim-token-dialog';
import { SecretDialog, type ShownSecret } from './secret-dialog';

const HEAD = 'px-3 whitespace-nowrap normal-case tracking-normal';
const CELL = 'px-3 py-2 align-top';

/** Revoked wins over expired: it is the administrator's act. `now` is the moment the list was read. */
export function tokenState(token: Pick<ScimToken, 'revokedAt' | 'expiresAt'>, now: number): 'live' | 'revoked' | 'expired' {
  if (token.revokedAt) return 'revoked';
  return Date.parse(token.expiresAt) <= now ? 'expired' : 'live';
}

/** SCIM provisioning: the base URL to give the identity provider, the tokens, Issue and Revoke. */
export function ScimCard() {
  const { t } = useTranslation('integrations');
  const list = useScimTokens();
  const revoke = useRevokeScimToken();
  const [issuing, setIssuing] = useState(false);
  const [revoking, setRevoking] = useState<ScimToken | null>(null);
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const issueButton = useRef<HTMLButtonElement>(null);
  const baseUrl = `${window.location.origin}/scim/v2`;
  const columns: DataTableColumn<never>[] = [
    { key: 'name', label: t('scim.columns.name') },
    { key: 'created', label: t('scim.columns.created') },
    { key: 'expires', label: t('scim.columns.expires') },
    { key: 'lastUsed', label: t('scim.columns.lastUsed') },
    { key: 'state', label: t('scim.columns.state') },
    { key: 'actions', label: t('scim.columns.actions'), head: <span className="sr-only">{t('scim.columns.actions')}</span> },
  ];

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => toast.success(t('scim.revoked')),
      onError: (error) => toast.error(t('scim.revokeFailed'), { description: errorText(error, t('scim.revokeFailed')) }),
    });
    setRevoking(null);
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="min-w-64 flex-1 space-y-1.5">
          <CardTitle as="h2">{t('scim.title')}</CardTitle>
          <CardDescription>{t('scim.description')}</CardDescription>
        </div>
        <Button ref={issueButton} onClick={() => setIssuing(true)}>
          <Plus aria-hidden="true" />
          {t('scim.issue')}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-2">
        <p className="text-sm font-medium">{t('scim.baseUrl')}</p>
        <div className="flex flex-wrap items-center gap-2">
          <code className="rounded border bg-muted/40 px-2 py-1 font-mono text-sm break-all">
            {baseUrl}
          </code>
          <CopyButton text={baseUrl} label={t('secret.copyLabel', { what: t('scim.baseUrlWhat') })} />
        </div>
      </CardContent>
      <CardContent className="p-0">
        <ListFrame
          failed={list.isError}
          empty={list.data?.items.length === 0}
          failure={
            <ListRetryMessage quiet title={t('scim.loadFailed')} retryLabel={t('common.reload')} onRetry={() => void list.refetch()}>
              {errorText(list.error, t('scim.loadFailed'))}
            </ListRetryMessage>
          }
          emptyState={
            <ListMessage icon={KeyRound} title={t('scim.title')}>
              {t('scim.empty')}
            </ListMessage>
          }
        >
          <DataTable label={t('scim.title')} columns={columns} headClassName={HEAD} loading={list.isFetching} items={list.data?.items} skeletonRows={2} skeletonWidth={() => 'w-24'} skeletonCellClassName={CELL}>
            {(token) => <TokenRow key={token.id} token={token} readAt={list.dataUpdatedAt} onRevoke={setRevoking} />}
          </DataTable>
        </ListFrame>
      </CardContent>
      <ScimTokenDialog
        open={issuing}
        onClose={() => setIssuing(false)}
        onIssued={(issued) =>
          setSecret({ title: t('scim.tokenTitle'), description: t('scim.tokenDescription', { name: issued.scimToken.name }), what: t('scim.tokenWhat'), value: issued.token })
        }
      />
      <ConfirmDialog
        open={revoking !== null}
        title={t('scim.revokeTitle', { name: revoking?.name ?? '' })}
        description={t('scim.revokeDescription')}
        confirm={t('scim.revoke')}
        onConfirm={confirmRevoke}
        onClose={() => setRevoking(null)}
      />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} returnFocusTo={issueButton} />
    </Card>
  );
}

const STATE_VARIANT = { live: 'green', revoked: 'red', expired: 'grey' } as const;

function TokenRow({ token, readAt, onRevoke }: { token: ScimToken; readAt: number; onRevoke: (token: ScimToken) => void }) {
  const { t } = useTranslation('integrations');
  const state = tokenState(token, readAt);
  return (
    <TableRow>
      <TableCell className={CELL}>
        <span className="block font-medium">{token.name}</span>
        <span className="text-xs text-muted-foreground">{t('scim.createdBy', { name: token.createdBy.name })}</span>
      </TableCell>
      <TableCell className={`${CELL} whitespace-nowrap`}>{formatDateTime(token.createdAt)}</TableCell>
      <TableCell className={`${CELL} whitespace-nowrap`}>{formatDateTime(token.expiresAt)}</TableCell>
      <TableCell className={`${CELL} whitespace-nowrap`}>{token.lastUsedAt ? formatDateTime(token.lastUsedAt) : t('common.never')}</TableCell>
      <TableCell className={CELL}>
        <Badge variant={STATE_VARIANT[state]}>{t(`scim.state.${state}`)}</Badge>
      </TableCell>
      <TableCell className={`${CELL} text-right`}>
        {state === 'live' && (
          <Button variant="outline" size="sm" onClick={() => onRevoke(token)} aria-label={t('scim.revokeLabel', { name: token.name })}>
            <Ban aria-hidden="true" />
            {t('scim.revoke')}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}
