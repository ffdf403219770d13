/** Spec 02 §4: the edit dialog offers active and inactive; filters and bulk updates also suspended. */
export const USER_STATUSES = ['active', 'inactive', 'suspended'] as const;
export type ManagedUserStatus = (typeof USER_STATUSES)[number];
export const EDITABLE_USER_STATUSES = ['active', 'inactive'] as const;
