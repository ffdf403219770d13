import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchInstallationQualifications, runInstallationQualificationRequest } from './api';

const keys = { all: ['system', 'installation-qualification'] as const };

export function useInstallationQualifications() {
  return useQuery({ queryKey: keys.all, queryFn: fetchInstallationQualifications });
}

export function useRunInstallationQualification() {
  const client = useQueryClient();
  return useMutation({ mutationFn: runInstallationQualificationRequest, onSettled: () => client.invalidateQueries({ queryKey: keys.all }) });
}
