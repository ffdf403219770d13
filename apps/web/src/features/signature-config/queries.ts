import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignatureConfigUpdate } from '@attest/domain';
import { isPendingChange } from '@/lib/api/setting-changes/api';
import { settingChangesKey } from '@/lib/api/setting-changes/queries';
import { fetchSignatureConfig, saveSignatureConfig } from './api';

const signatureConfigKey = ['system', 'signature-config'] as const;

export function useSignatureConfig() {
  return useQuery({ queryKey: signatureConfigKey, queryFn: fetchSignatureConfig });
}

/** A save changes what the signing dialog offers: its requirements are fetched afresh. */
export function useSaveSignatureConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SignatureConfigUpdate) => saveSignatureConfig(body),
    onSuccess: (saved) => {
      // A weakening save is held for a second administrator: the setting is unchanged, the pending panel shows it.
      if (isPendingChange(saved)) return client.invalidateQueries({ queryKey: settingChangesKey });
      client.setQueryData(signatureConfigKey, saved);
      void client.invalidateQueries({ queryKey: ['signatures', 'requirements'] });
    },
  });
}
