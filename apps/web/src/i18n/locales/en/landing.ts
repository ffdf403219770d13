const landing = {
  topBar: {
    home: 'Attest home',
    sections: 'Page sections',
    features: 'Features',
    compliance: 'Compliance',
    signIn: 'Sign In',
  },
  hero: {
    tagline: 'Controlled documents for GxP-regulated teams',
    titleLead: 'Audit-Ready.',
    titleAccent: 'Pharma-Perfect.',
    description:
      'Author, review, approve and distribute your SOPs, work instructions, forms and policies with electronic signatures and a complete, tamper-evident audit trail.',
    getStarted: 'Get Started',
    explore: 'Explore features',
  },
  stats: {
    label: 'Live figures of this Attest instance',
    activeUsers_one: 'active user',
    activeUsers_other: 'active users',
    auditEvents_one: 'audit event recorded',
    auditEvents_other: 'audit events recorded',
    uptime: 'uptime since last restart',
  },
  uptime: {
    daysHours: '{{days}}d {{hours}}h',
    hoursMinutes: '{{hours}}h {{minutes}}m',
    minutes: '{{minutes}} min',
    underAMinute: '< 1 min',
  },
  features: {
    title: 'Everything a controlled document needs',
    description: 'One place for the documents your quality system depends on, and for the evidence that they are under control.',
    documentControl: {
      title: 'Document Control',
      description:
        'A single register of SOPs, work instructions, forms and policies, each with its version, status and owner, from first draft to effective and obsolete.',
    },
    workflowManagement: {
      title: 'Workflow Management',
      description:
        'Route documents through review and approval with named reviewers and approvers, comments and electronic signatures.',
    },
    auditLogs: {
      title: 'Audit Logs',
      description: 'Every change is recorded in an append-only, hash-chained audit trail: who did what, when, and why.',
    },
  },
  compliance: {
    title: 'Built for regulated work',
    description: 'Designed around the regulations and data-integrity principles your auditors will ask about.',
    part11: {
      name: '21 CFR Part 11',
      description: 'Electronic signatures bound to the signed content, with password re-entry and a stated meaning.',
    },
    fda: {
      name: 'FDA readiness',
      description: 'Inspection-ready history of every document, available on request.',
    },
    gdpr: {
      name: 'GDPR',
      description: 'Personal data limited to what the quality system needs, under access control.',
    },
    alcoa: {
      name: 'ALCOA+',
      description: 'Records that are attributable, legible, contemporaneous, original, accurate and complete.',
    },
    gamp5: {
      name: 'GAMP5',
      description: 'A risk-based approach to computerised systems in GxP environments.',
    },
  },
  footer: {
    tagline: 'Controlled-document management for regulated organisations.',
    company: {
      title: 'Company',
      about: 'About',
      contact: 'Contact',
      support: 'Support',
    },
    legal: {
      title: 'Legal',
      privacy: 'Privacy Policy',
      terms: 'Terms of Service',
      compliance: 'Compliance',
    },
    copyright: '© {{year}} Attest. All rights reserved.',
  },
};

export default landing;
