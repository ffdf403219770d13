import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { NotificationListQuery } from '@attest/domain';
import { i18n } from '@/i18n';
import { clearNotifications, deleteNotification, fetchNotifications, markAllNotificationsRead, markNotificationRead } from './api';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (query: NotificationListQuery) => ['notifications', 'list', query] as const,
};

export function useNotificationList(query: NotificationListQuery) {
  return useQuery({ queryKey: notificationKeys.list(query), queryFn: () => fetchNotifications(query), placeholderData: keepPreviousData });
}

type FailureKey = 'markReadFailed' | 'markAllReadFailed' | 'deleteFailed' | 'clearFailed';

/** Spec 01 §8 Notifications: failures are destructive toasts titled Error; two actions confirm success. */
const failed = (key: FailureKey) => () =>
  toast.error(i18n.t('notifications:actions.errorTitle'), { description: i18n.t(`notifications:actions.${key}`) });

export function useNotificationActions() {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: notificationKeys.all });
  const markRead = useMutation({ mutationFn: markNotificationRead, onSettled, onError: failed('markReadFailed') });
  const markAllRead = useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled,
    onSuccess: () => toast.success(i18n.t('notifications:actions.markedAllRead')),
    onError: failed('markAllReadFailed'),
  });
  const remove = useMutation({ mutationFn: deleteNotification, onSettled, onError: failed('deleteFailed') });
  const clear = useMutation({
    mutationFn: clearNotifications,
    onSettled,
    onSuccess: () => toast.success(i18n.t('notifications:actions.cleared')),
    onError: failed('clearFailed'),
  });
  return { markRead, markAllRead, remove, clear };
}
