import { useState } from 'react';
import { toast } from 'sonner';
import { ROLE_LABELS, type ManagedUser, type ManagedUserStatus, type Role } from '@attest/domain';
import { ApiError } from '@/lib/api-client';
import type { PendingConfirmation } from './confirm-user-action';
import { useBulkUpdateUsers, useResetPassword, useSetUserStatus } from './queries';
import type { IssuedCode } from './setup-code-dialog';

const messageOf = (error: Error, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/**
 * The row and bulk actions of User Management. Changes that end someone's sessions (deactivation, reset, bulk
 * status) are confirmed first; a reset shows the new one-time setup code.
 */
export function useUserActions(selection: { ids: string[]; clear: () => void }) {
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
            ? toast.success('User Activated', { description: `${user.name} can sign in again.` })
            : toast.success('User Deactivated', { description: `${user.name} was deactivated and signed out everywhere.` }),
        onError: (error) => toast.error('Error', { description: messageOf(error, 'Failed to update user. Please try again.') }),
      },
    );

  const toggleStatus = (user: ManagedUser) => {
    if (user.status !== 'active') return applyStatus(user, 'active');
    setConfirmation({
      title: `Deactivate ${user.name}?`,
      description: 'They are signed out at once and cannot sign in until reactivated. The account and its history are kept.',
      confirmLabel: 'Deactivate',
      onConfirm: () => applyStatus(user, 'inactive'),
    });
  };

  const resetPassword = (user: ManagedUser) =>
    setConfirmation({
      title: `Reset the password of ${user.name}?`,
      description: 'Their current password stops working and every session of theirs ends. You get a one-time setup code for them to choose a new password.',
      confirmLabel: 'Reset Password',
      onConfirm: () =>
        reset.mutate(user.id, {
          onSuccess: (result) => setIssued({ ...result, reason: 'reset' }),
          onError: (error) => toast.error('Error', { description: messageOf(error, 'Failed to reset the password. Please try again.') }),
        }),
    });

  const runBulk = (body: { role: Role } | { status: ManagedUserStatus }, done: { title: string; description: string }, errorTitle: string) =>
    bulk.mutate(
      { ids: selection.ids, ...body },
      {
        onSuccess: (result) => {
          toast.success(done.title, { description: `${done.description} (${result.updated} changed, ${result.unchanged} already so).` });
          selection.clear();
        },
        onError: (error) => toast.error(errorTitle, { description: messageOf(error, 'Failed to update some users. Please try again.') }),
      },
    );

  const bulkRole = (role: Role) =>
    runBulk({ role }, { title: 'Bulk Role Update', description: `${selection.ids.length} users set to ${ROLE_LABELS[role]}` }, 'Bulk Update Error');

  const bulkStatus = (status: ManagedUserStatus) => {
    const run = () => runBulk({ status }, { title: 'Bulk Status Update', description: `${selection.ids.length} users set to ${status}` }, 'Bulk Update Error');
    if (status === 'active') return run();
    setConfirmation({
      title: `Set ${selection.ids.length} users to ${status}?`,
      description: 'They are signed out at once and cannot sign in until reactivated.',
      confirmLabel: 'Update Status',
      onConfirm: run,
    });
  };

  const bulkDeactivate = () =>
    setConfirmation({
      title: `Deactivate ${selection.ids.length} users?`,
      description: 'Users are never deleted: they are deactivated, signed out at once, and their e-mails stay reserved.',
      confirmLabel: 'Deactivate',
      onConfirm: () => runBulk({ status: 'inactive' }, { title: 'Bulk Delete', description: `${selection.ids.length} users deactivated` }, 'Bulk Delete Error'),
    });

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
