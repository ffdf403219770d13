import { z } from 'zod';

/** Spec 01 §3, 02 §3 Notification. */
export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error', 'system'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATION_CATEGORIES = ['document', 'workflow', 'user', 'system', 'audit'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** Spec 01 §9: page size 50, dropdown 10, badge caps at 99+. */
export const NOTIFICATIONS_PAGE_SIZE = 50;
export const NOTIFICATIONS_DROPDOWN_SIZE = 10;
export const NOTIFICATION_BADGE_CAP = 99;

export const NOTIFICATION_SORTS = ['newest', 'oldest', 'unread'] as const;

export const Notification = z.object({
  id: z.uuid(),
  /** Orders notifications; the live stream's event id. */
  seq: z.number().int(),
  title: z.string(),
  message: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  category: z.enum(NOTIFICATION_CATEGORIES),
  isRead: z.boolean(),
  createdAt: z.iso.datetime(),
  /** An in-app path such as /documents/{id}: where the user acts on it. */
  actionUrl: z.string().nullable(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationListQuery = z.object({
  status: z.enum(['all', 'unread', 'read']).default('all'),
  type: z.enum(NOTIFICATION_TYPES).optional(),
  category: z.enum(NOTIFICATION_CATEGORIES).optional(),
  q: z.string().trim().max(200).optional(),
  sort: z.enum(NOTIFICATION_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_SIZE).default(NOTIFICATIONS_PAGE_SIZE),
});
export type NotificationListQuery = z.input<typeof NotificationListQuery>;

/** Counts over all of the user's notifications, whatever the filters: the badge and the stat cards. */
export const NotificationCounts = z.object({
  total: z.number().int(),
  unread: z.number().int(),
  read: z.number().int(),
  /** Received in the last 24 hours. */
  last24Hours: z.number().int(),
});
export type NotificationCounts = z.infer<typeof NotificationCounts>;

export const NotificationListResponse = z.object({
  items: z.array(Notification),
  /** Matching the filters. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: NotificationCounts,
});
export type NotificationListResponse = z.infer<typeof NotificationListResponse>;

export const NotificationBulkResult = z.object({ count: z.number().int() });
export type NotificationBulkResult = z.infer<typeof NotificationBulkResult>;

/** The live stream's event names (GET /api/events, text/event-stream). */
export const LIVE_EVENTS = {
  /** A new notification; data is a LiveNotification, id is its seq. */
  notification: 'notification',
  /** The user's notifications were read or deleted elsewhere (another tab or device). */
  notificationsChanged: 'notifications-changed',
  /** Something audited changed; data lists entity types (document, user, category, department, …). */
  changed: 'changed',
} as const;

export const LiveNotification = Notification.extend({
  /** False when the user turned live pop-ups off in their preferences. */
  toast: z.boolean(),
});
export type LiveNotification = z.infer<typeof LiveNotification>;

export const LiveChanged = z.object({ entities: z.array(z.string()) });
export type LiveChanged = z.infer<typeof LiveChanged>;
