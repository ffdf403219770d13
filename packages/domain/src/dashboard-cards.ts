/**
 * The dashboard cards' titles and hints (spec 01 §6), written once: the server sends them with each figure and the
 * web's catalogues translate them, keyed as here.
 */
export const DASHBOARD_RECENT_DAYS = 30;

export const DASHBOARD_CARD_TITLES = {
  totalDocuments: 'Total Documents',
  systemUsers: 'System Users',
  activeUsers: 'Active Users',
  uptime: 'System Uptime',
  storage: 'Storage Used',
  myDocuments: 'My Documents',
  drafts: 'Drafts',
  inReview: 'In Review',
  approved: 'Approved',
  pendingReviews: 'Pending Reviews',
  reviewedThisMonth: 'Reviewed This Month',
  averageReviewTime: 'Average Review Time',
  pendingApprovals: 'Pending Approvals',
  approvedThisMonth: 'Approved This Month',
  averageApprovalTime: 'Average Approval Time',
  accessibleDocuments: 'Accessible Documents',
  acknowledged: 'Acknowledged',
  trainingDue: 'Training Due',
  recentActivity: 'Recent Activity',
  documentControl: 'Document Control',
  nonCompliances: 'Non-Compliances',
  auditsDue: 'Audits Due',
  copiesToRecall: 'Copies to Recall',
} as const;

export const DASHBOARD_CARD_HINTS = {
  totalDocuments: 'Every document you can see, archived ones aside.',
  systemUsers: 'Every account in the user directory.',
  activeUsers: 'Accounts with a password set.',
  uptime: 'Time since this server process started. No outage history is recorded, so no availability percentage is claimed.',
  storage: 'Share of the disk holding the document files that is in use.',
  myDocuments: 'Documents you are the author of.',
  drafts: 'Your documents in draft.',
  inReview: 'Your documents being reviewed.',
  approved: 'Your documents approved and awaiting release.',
  pendingReviews: 'Workflows waiting for your review.',
  reviewedThisMonth: 'Documents you completed a review of since the first of the month.',
  averageReviewTime: 'Mean time from assignment to your completed review, over all your reviews.',
  noReviewYet: 'You have not completed a review yet, so there is no average.',
  pendingApprovals: 'Workflows waiting for your approval.',
  approvedThisMonth: 'Documents you approved since the first of the month.',
  averageApprovalTime: 'Mean time from the end of review to your approval, over all your approvals.',
  noApprovalYet: 'You have not approved a document yet, so there is no average.',
  accessibleDocuments: 'Released documents you can read.',
  acknowledged: 'Documents in force you have acknowledged as read and understood.',
  trainingDue: 'Documents in force on which you have open training to complete.',
  recentActivity: `Your recorded actions in the last ${DASHBOARD_RECENT_DAYS} days.`,
  documentControl: 'Documents in quality review.',
  nonCompliances: 'Documents rejected in review or approval this quarter.',
  auditsDue: 'Effective documents whose periodic review date has passed.',
  copiesToRecall: 'Controlled copies of superseded or obsolete versions not yet returned or destroyed.',
} as const;
