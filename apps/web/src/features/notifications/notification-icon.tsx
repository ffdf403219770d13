import { AlertTriangle, CheckCircle2, FileText, Info, Server, ShieldCheck, User, Workflow, XCircle, type LucideIcon } from 'lucide-react';
import type { Notification } from '@attest/domain';
import { cn } from '@/lib/utils';

/** Spec 01 §2: an icon by category, or by type when the category has none; the type sets the colour. */
const BY_CATEGORY: Partial<Record<Notification['category'], LucideIcon>> = {
  document: FileText,
  workflow: Workflow,
  user: User,
  system: Server,
  audit: ShieldCheck,
};
const BY_TYPE: Record<Notification['type'], LucideIcon> = {
  success: CheckCircle2,
  warning: AlertTriangle,
  error: XCircle,
  info: Info,
  system: Server,
};
const COLOUR: Record<Notification['type'], string> = {
  success: 'text-green-600 bg-green-600/10 dark:text-green-400',
  warning: 'text-amber-600 bg-amber-500/10 dark:text-amber-400',
  error: 'text-red-600 bg-red-600/10 dark:text-red-400',
  info: 'text-blue-600 bg-blue-600/10 dark:text-blue-400',
  system: 'text-slate-600 bg-slate-500/10 dark:text-slate-300',
};

export function NotificationIcon({ notification, className }: { notification: Pick<Notification, 'category' | 'type'>; className?: string }) {
  const Icon = BY_CATEGORY[notification.category] ?? BY_TYPE[notification.type];
  return (
    <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-full', COLOUR[notification.type], className)} aria-hidden="true">
      <Icon className="size-4" />
    </span>
  );
}
