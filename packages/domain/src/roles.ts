/** The six staff roles of the product (spec 01 §6). `document_controller` in spec 02 is `document_coordinator`. */
export const ROLES = ['admin', 'author', 'reviewer', 'approver', 'user', 'document_coordinator'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrator',
  author: 'Author',
  reviewer: 'Reviewer',
  approver: 'Approver',
  user: 'User',
  document_coordinator: 'Document Coordinator',
};

/** Badge colour names (spec 01 §2 Shell); the web maps them to classes. */
export type BadgeColour = 'red' | 'dark-grey' | 'orange' | 'green' | 'grey';
export const ROLE_BADGE_COLOURS: Record<Role, BadgeColour> = {
  admin: 'red',
  author: 'dark-grey',
  reviewer: 'orange',
  approver: 'green',
  user: 'grey',
  document_coordinator: 'dark-grey',
};

/** Default department for a role when a user record has none (spec 01 §6). */
export const DEFAULT_DEPARTMENT_BY_ROLE: Record<Role, string> = {
  admin: 'IT',
  author: 'Quality Assurance',
  reviewer: 'Quality Assurance',
  approver: 'Management',
  user: 'Operations',
  document_coordinator: 'Quality Assurance',
};

/** The message shown under the greeting on the dashboard home, by role. */
export const ROLE_DASHBOARD_MESSAGES: Record<Role, string> = {
  admin: 'Oversee documents, users and system health across the organisation.',
  author: 'Create and maintain your controlled documents.',
  reviewer: 'Review documents assigned to you.',
  approver: 'Approve documents awaiting your signature.',
  user: 'Read and acknowledge the documents that apply to you.',
  document_coordinator: 'Coordinate document control, reviews and periodic audits.',
};
