import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { ManagedUser, ManagedUserStatus, Role } from '@attest/domain';
import { errorText } from '@/i18n/error-text';
import { roleLabel } from '@/i18n/labels';
import type { PendingConfirmation } from './confirm-user-action';
import { useBulkUpdateUsers, useResetPassword, useSetUserStatus } from '@/lib/api/users/queries';
import type { IssuedCode } from './setup-code-dialog';

/**
 * The row and bulk actions of User Management. Changes that end someone's sessions (deactivation, reset, bulk
 * status) are confirmed first; a reset shows the new one-time setup code.
 */
export function useUserActions(selection: { ids: string[]; clear: () => void }) {
  const { t } = useTranslation('users');
  const [confirmation, setConfirmation] = useState<PendingConfirmation | null>(null);
  const [issued, setIssued] = useState<IssuedCode | null>(null);
  const setStatus = useSetUserStatus();
  const reset = useResetPassword();
  const bulk = useBulkUpdateUsers();

  const applyStatus = (user: ManagedUser, status: ManagedUserStatus) =>
    setStatus.mutate(
      { id: user.id, status },
      {
        onSuccess: () =>
          status === 'active'
            ? toast.success(t('actions.activated'), { description: t('actions.activatedDescription', { name: user.name }) })
            : toast.success(t('actions.deactivated'), { description: t('actions.deactivatedDescription', { name: user.name }) }),
        onError: (error) => toast.error(t('shared.error'), { description: errorText(error, t('actions.updateFailed')) }),
      },
    );

  const toggleStatus = (user: ManagedUser) => {
    if (user.status !== 'active') return applyStatus(user, 'active');
    setConfirmation({
      title: t('actions.confirmDeactivate.title', { name: user.name }),
      description: t('actions.confirmDeactivate.description'),
      confirmLabel: t('shared.deactivate'),
      onConfirm: () => applyStatus(user, 'inactive'),
    });
  };

  const resetPassword = (user: ManagedUser) =>
    setConfirmation({
      title: t('actions.confirmReset.title', { name: user.name }),
      description: t('actions.confirmReset.description'),
      confirmLabel: t('shared.resetPassword'),
      onConfirm: () =>
        reset.mutate(user.id, {
          onSuccess: (result) => setIssued({ ...result, reason: 'reset' }),
          onError: (error) => toast.error(t('shared.error'), { description: errorText(error, t('actions.resetFailed')) }),
        }),
    });

  /** Applies a role or status to the selection; `done` words the outcome, `errorTitle` a failure. */
  const runBulk = (body: { role: Role } | { status: ManagedUserStatus }, done: { title: string; description: (result: { updated: number; unchanged: number }) => string }, errorTitle: string) =>
    bulk.mutate(
      { ids: selection.ids, ...body },
      {
        onSuccess: (result) => {
          toast.success(done.title, { description: done.description(result) });
          selection.clear();
        },
        onError: (error) => toast.error(errorTitle, { description: errorText(error, t('actions.bulkFailed')) }),
      },
    );

  const bulkRole = (role: Role) => {
    const count = selection.ids.length;
    runBulk(
      { role },
      { title: t('actions.bulkRole'), description: ({ updated, unchanged }) => t('actions.bulkRoleDone', { count, role: roleLabel(role), updated, unchanged }) },
      t('actions.bulkUpdateError'),
    );
  };

  const bulkStatus = (status: ManagedUserStatus) => {
    const count = selection.ids.length;
    const run = () =>
      runBulk(
        { status },
        { title: t('actions.bulkStatus'), description: ({ updated, unchanged }) => t(`actions.bulkStatusDone.${status}`, { count, updated, unchanged }) },
        t('actions.bulkUpdateError'),
      );
    if (status === 'active') return run();
    setConfirmation({
      title: t(`actions.confirmBulkStatus.title.${status}`, { count }),
      description: t('actions.confirmBulkStatus.description'),
      confirmLabel: t('bulkBar.updateStatus'),
      onConfirm: run,
    });
  };

  const bulkDeactivate = () => {
    const count = selection.ids.length;
    setConfirmation({
      title: t('actions.confirmBulkDeactivate.title', { count }),
      description: t('actions.confirmBulkDeactivate.description'),
      confirmLabel: t('shared.deactivate'),
      onConfirm: () =>
        runBulk(
          { status: 'inactive' },
          { title: t('actions.bulkDelete'), description: ({ updated, unchanged }) => t('actions.bulkDeleteDone', { count, updated, unchanged }) },
          t('actions.bulkDeleteError'),
        ),
    });
  };

  return {
    confirmation,
    closeConfirmation: () => setConfirmation(null),
    issued,
    setIssued,
    toggleStatus,
    resetPassword,
    bulkRole,
    bulkStatus,
    bulkDeactivate,
    bulkBusy: bulk.isPending,
  };
}
