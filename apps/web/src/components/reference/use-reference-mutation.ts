import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { i18n } from '@/i18n';
import { errorText } from '@/i18n/error-text';
import { referenceKeys } from '@/lib/api/reference/queries';

/** A change to a reference list: every list of that kind refetched, then the success toast; a failure says why. */
export function useReferenceMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referenceKeys.all }),
    onError: (error) => {
      toast.error(i18n.t('reference:toast.saveFailed'), { description: errorText(error, i18n.t('common:connectionProblem')) });
    },
  });
}
