import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { NotificationListQuery } from '@attest/domain';
import { clearNotifications, deleteNotification, fetchNotifications, markAllNotificationsRead, markNotificationRead } from './api';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (query: NotificationListQuery) => ['notifications', 'list', query] as const,
};

export function useNotificationList(query: NotificationListQuery) {
  return useQuery({ queryKey: notificationKeys.list(query), queryFn: () => fetchNotifications(query), placeholderData: keepPreviousData });
}

/** Spec 01 §8 Notifications: failures are destructive toasts titled Error; two actions confirm success. */
const failed = (description: string) => () => toast.error('Error', { description });

export function useNotificationActions() {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: notificationKeys.all });
  const markRead = useMutation({ mutationFn: markNotificationRead, onSettled, onError: failed('Failed to mark notification as read.') });
  const markAllRead = useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled,
    onSuccess: () => toast.success('All notifications marked as read.'),
    onError: failed('Failed to mark all notifications as read.'),
  });
  const remove = useMutation({ mutationFn: deleteNotification, onSettled, onError: failed('Failed to delete notification.') });
  const clear = useMutation({
    mutationFn: clearNotifications,
    onSettled,
    onSuccess: () => toast.success('All notifications cleared.'),
    onError: failed('Failed to clear notifications.'),
  });
  return { markRead, markAllRead, remove, clear };
}
