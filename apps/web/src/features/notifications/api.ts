import { NotificationBulkResult, NotificationListResponse, type NotificationListQuery } from '@attest/domain';
import { apiRequest } from '@/lib/api-client';

export function fetchNotifications(query: NotificationListQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [string, string | number | undefined][]) if (value !== undefined && value !== '') params.set(key, String(value));
  const qs = params.toString();
  return apiRequest(`/api/notifications${qs ? `?${qs}` : ''}`, { schema: NotificationListResponse });
}

export const markNotificationRead = (id: string) => apiRequest(`/api/notifications/${id}/read`, { method: 'POST' });
export const markAllNotificationsRead = () => apiRequest('/api/notifications/read-all', { method: 'POST', schema: NotificationBulkResult });
export const deleteNotification = (id: string) => apiRequest(`/api/notifications/${id}`, { method: 'DELETE' });
export const clearNotifications = () => apiRequest('/api/notifications', { method: 'DELETE', schema: NotificationBulkResult });
