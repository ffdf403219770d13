import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { useSession } from '@/lib/session';
import { uploadWithProgress } from '@/lib/upload-request';

interface UploadInput {
  metadata: unknown;
  file: File;
}

/**
 * A multipart upload as a mutation (so a lost session is noticed like on any request) with its progress in
 * percent and a cancel that aborts the transfer.
 */
export function useUploadMutation<S extends z.ZodType>(url: string, schema: S) {
  const csrfToken = useSession().data?.csrfToken ?? null;
  const [percent, setPercent] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  // Closing the form cancels its transfer: nothing is created behind the user's back.
  useEffect(() => () => controller.current?.abort(), []);

  const mutation = useMutation({
    mutationFn: ({ metadata, file }: UploadInput) => {
      controller.current = new AbortController();
      setPercent(0);
      return uploadWithProgress({
        url,
        metadata,
        file,
        csrfToken,
        schema,
        idempotent: true,
        signal: controller.current.signal,
        onProgress: (progress) => setPercent(progress.percent),
      });
    },
    onSettled: () => {
      controller.current = null;
      setPercent(null);
    },
  });

  return { ...mutation, percent, cancel: () => controller.current?.abort() };
}
