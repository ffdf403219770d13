import { useNavigate } from '@tanstack/react-router';
import type { Notification, Role } from '@attest/domain';
import { actionHref } from './action-link';
import { useNotificationActions } from './queries';

/** Opening a notification marks it read (if unread) and follows its action link (spec 01 §2, 02 §2). */
export function useOpenNotification(role: Role) {
  const navigate = useNavigate();
  const { markRead } = useNotificationActions();
  return (notification: Notification) => {
    if (!notification.isRead) markRead.mutate(notification.id);
    const href = actionHref(role, notification.actionUrl);
    if (href) void navigate({ href });
  };
}
