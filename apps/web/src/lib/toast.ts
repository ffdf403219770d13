import { toast as sonnerToast } from 'sonner';
import { successOptions } from './toast-place';

type SuccessArgs = Parameters<typeof sonnerToast.success>;

/** sonner's toast, with successes told briefly. Import toasts from here, not from sonner. */
export const toast: typeof sonnerToast = Object.assign((...args: Parameters<typeof sonnerToast>) => sonnerToast(...args), sonnerToast, {
  success: (message: SuccessArgs[0], options?: SuccessArgs[1]) => sonnerToast.success(message, successOptions(options)),
});
