import type { toast as sonnerToast } from 'sonner';
import { successOptions } from './toast-place';

type Toast = typeof sonnerToast;
type Kind = 'success' | 'error' | 'info';
// success, error and info take the same arguments: the message and its options.
type ToastArgs = Parameters<Toast['success']>;

/** sonner, fetched on the first toast (or already loaded with the toaster beside the first screen). */
const loadToast = (): Promise<Toast> => import('sonner').then((module) => module.toast);

const deferred =
  (kind: Kind) =>
  (message: ToastArgs[0], options?: ToastArgs[1]): void =>
    void loadToast().then((toast) => toast[kind](message, kind === 'success' ? successOptions(options) : options));

/**
 * sonner's toast for the modules of the landing and sign-in pages, which must not load sonner before they show
 * (the first screen's budget). Elsewhere import { toast } from '@/lib/toast': those pages load sonner anyway.
 */
export const toast = { success: deferred('success'), error: deferred('error'), info: deferred('info') };
