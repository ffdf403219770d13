import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { referenceKeys } from './queries';

/** A change to a reference list: every list of that kind refetched, then the success toast. */
export function useReferenceMutation<Input, Result>(
  mutationFn: (input: Input) => Promise<Result>,
  failureTitle: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referenceKeys.all }),
    onError: (error) => {
      toast.error(failureTitle, {
        description: error instanceof ApiError ? error.message : 'Please check your connection and try again.',
      });
    },
  });
}
