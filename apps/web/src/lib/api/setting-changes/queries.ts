import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApproveSettingChangeRequest, FourEyesSettingKey } from '@attest/domain';
import { approveSettingChange, fetchPendingChanges, rejectSettingChange, withdrawSettingChange } from './api';

export const settingChangesKey = ['system', 'setting-changes'] as const;
/** The query each setting's screen reads it with: refetched once a decision may have changed it. */
const SETTING_QUERY: Record<FourEyesSettingKey, readonly string[]> = {
  signatureConfig: ['system', 'signature-config'],
  systemPreferences: ['system', 'preferences'],
  twoFactorPolicy: ['system', 'two-factor-policy'],
};

export function usePendingChange(settingKey: FourEyesSettingKey) {
  return useQuery({ queryKey: [...settingChangesKey, settingKey], queryFn: () => fetchPendingChanges(settingKey), select: (changes) => changes[0] ?? null });
}

type Decision = { kind: 'approve'; body: ApproveSettingChangeRequest } | { kind: 'reject'; reason: string } | { kind: 'withdraw' };

/** Approve (signed), reject or withdraw a pending change; the list and the setting are read afresh after. */
export function useDecideSettingChange(settingKey: FourEyesSettingKey, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      decision.kind === 'approve' ? approveSettingChange(id, decision.body) : decision.kind === 'reject' ? rejectSettingChange(id, decision.reason) : withdrawSettingChange(id),
    onSettled: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: settingChangesKey }), client.invalidateQueries({ queryKey: SETTING_QUERY[settingKey] })]);
      if (settingKey === 'signatureConfig') await client.invalidateQueries({ queryKey: ['signatures', 'requirements'] });
    },
  });
}

/** After a save was held pending: the panel shows it. */
export function useRefreshPendingChanges() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: settingChangesKey });
}
