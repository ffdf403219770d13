import { DASHBOARD_CARD_HINTS, DASHBOARD_CARD_TITLES } from '@attest/domain';

const dashboard = {
  home: {
    greeting: '{{greeting}}, {{name}}',
    loadFailed: 'The dashboard figures could not be loaded. Please refresh the page.',
  },
  statCards: {
    label: 'Figures',
    whyNoFigure: 'Why {{title}} shows no figure',
    view: 'View',
  },
  /**
   * The server's card texts (packages/domain dashboard-cards.ts), looked up by their English words: in English the
   * server's own text is shown; another language shows these, and a text not listed here stays in English.
   */
  cardTitles: DASHBOARD_CARD_TITLES,
  cardHints: DASHBOARD_CARD_HINTS,
  duration: {
    seconds: '{{value}} s',
    minutes: '{{value}} min',
    hours: '{{hours}} h',
    hoursMinutes: '{{hours}} h {{minutes}} min',
    days: '{{value}} days',
  },
  cardFilter: {
    showing: 'Showing: <strong>{{text}}</strong>',
    showAll: 'Show all',
    waitingReview: 'Waiting for your review',
    waitingApproval: 'Waiting for your approval',
    reviewDue: 'Effective documents due for periodic review',
    acknowledged: 'Documents you have acknowledged',
    trainingDue: 'Documents on which you have open training',
    decision: {
      reviewed: {
        anyone: 'Documents reviewed',
        anyoneSince: 'Documents reviewed since {{date}}',
        you: 'Documents reviewed by you',
        youSince: 'Documents reviewed by you since {{date}}',
        selected: 'Documents reviewed by the selected user',
        selectedSince: 'Documents reviewed by the selected user since {{date}}',
      },
      approved: {
        anyone: 'Documents approved',
        anyoneSince: 'Documents approved since {{date}}',
        you: 'Documents approved by you',
        youSince: 'Documents approved by you since {{date}}',
        selected: 'Documents approved by the selected user',
        selectedSince: 'Documents approved by the selected user since {{date}}',
      },
      rejected: {
        anyone: 'Documents rejected in review or approval',
        anyoneSince: 'Documents rejected in review or approval since {{date}}',
        you: 'Documents rejected in review or approval by you',
        youSince: 'Documents rejected in review or approval by you since {{date}}',
        selected: 'Documents rejected in review or approval by the selected user',
        selectedSince: 'Documents rejected in review or approval by the selected user since {{date}}',
      },
    },
  },
  statusChart: {
    title: 'Documents by Status',
    description: 'Documents you can see, archived ones aside.',
    empty: 'No documents yet.',
    listLabel: 'Documents by status',
  },
  throughputChart: {
    title: 'Workflow Throughput',
    description: 'Last 12 weeks: {{started}} started, {{completed}} completed.',
    week: 'Week of {{date}}: {{started}} started, {{completed}} completed',
    started: 'Started',
    completed: 'Completed',
    caption: 'Workflows started and completed per week',
    weekOf: 'Week of',
  },
  quickActions: {
    title: 'Quick Actions',
    listLabel: 'Quick actions',
    opening: 'Opening {{label}}…',
    createSop: 'Create New SOP',
    pendingReviews: 'View Pending Reviews',
    searchDocuments: 'Search Documents',
    auditTrail: 'View Audit Trail',
    systemHealth: 'System Health',
    allUsers: 'All Users',
    activeUsers: 'Active Users',
  },
  recentActivity: {
    title: 'Recent Activity',
    ownDescription: 'Your latest recorded actions.',
    auditDescription: 'The latest entries of the audit trail.',
    empty: 'No recent activity',
    listLabel: 'Recent activity',
    loadFailed: 'Your activity could not be loaded. Please refresh the page.',
    range: '{{first}}–{{last}} of {{total}} since <time>{{date}}</time>',
    newer: 'Newer activity',
    older: 'Older activity',
  },
  systemHealth: {
    title: 'System Health',
    measuredPostgres: 'Measured now on this server (PostgreSQL).',
    measuredEmbedded: 'Measured now on this server (embedded database).',
    storage: 'Storage',
    storageUsed: "{{used}} of {{total}} used on the file store's disk; document files take {{files}}.",
    storageUnknown: "The file store's disk capacity cannot be read; document files take {{files}}.",
    uptime: 'Uptime',
    runningSince: 'Running since {{date}}. No outage history is recorded, so no availability percentage is shown.',
  },
};

export default dashboard;
