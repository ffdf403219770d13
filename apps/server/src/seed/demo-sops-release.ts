import type { DemoSop } from './demo-sop.ts';

/** Demo library, part 3: batch release, equipment, suppliers and the market. */
export const RELEASE_SOPS: readonly DemoSop[] = [
  {
    docNumber: 'SOP-QA-005',
    title: 'Batch Record Review and Release',
    department: 'Quality Assurance',
    category: 'Manufacturing',
    description: 'Review of executed batch records and the documentation package before certification by the Qualified Person.',
    keywords: ['batch record', 'batch release', 'Qualified Person', 'review'],
    priority: 'high',
    trainingRequired: true,
    fate: 'draft',
    purpose: ['This procedure describes how an executed batch record is reviewed and how a batch is prepared for certification, so that only batches made and tested as approved reach the market.'],
    scope: ['It applies to all finished product batches manufactured or packaged at the site and intended for sale or clinical supply.'],
    definitions: [
      ['Executed batch record', 'The completed manufacturing and packaging record of one batch.'],
      ['Qualified Person (QP)', 'The person who certifies that a batch meets its marketing authorisation and GMP.'],
      ['Review by exception', 'A review that concentrates on alarms, deviations and out-of-limit entries flagged by the system.'],
    ],
    responsibilities: [
      ['Production supervisor', 'Checks the batch record for completeness before handing it to Quality Assurance.'],
      ['QA reviewer', 'Reviews the batch record and related records and lists open items.'],
      ['Qualified Person', 'Certifies or rejects the batch.'],
    ],
    procedure: [
      {
        heading: 'Production check',
        steps: [
          'Check that every step is signed and dated, every yield is calculated and every line clearance is documented.',
          'Correct errors following good documentation practice: single line, initials, date and reason.',
        ],
      },
      {
        heading: 'QA review',
        steps: [
          'Confirm that all deviations of the batch are closed or assessed as not affecting the batch.',
          'Confirm that QC results are complete and within specification.',
          'Check environmental monitoring results of the filling days.',
          'Record open items in the batch review checklist and return the record for correction.',
        ],
      },
      {
        heading: 'Certification',
        steps: [
          'Hand the complete release package to the Qualified Person.',
          'The Qualified Person certifies the batch in the register, after which the warehouse changes its status to released.',
        ],
      },
    ],
    record: { title: 'Batch review checklist:', columns: ['Item', 'Complete (Y/N)', 'Comment', 'Reviewer'], rows: 5 },
    references: ['SOP-QA-002 Deviation Management', 'EU GMP Annex 16: Certification by a Qualified Person'],
  },
  {
    docNumber: 'SOP-ENG-001',
    title: 'Qualification of Production Equipment',
    department: 'Engineering',
    category: 'Manufacturing',
    description: 'Design, installation, operational and performance qualification of new and modified production equipment.',
    keywords: ['qualification', 'IQ', 'OQ', 'PQ', 'equipment'],
    priority: 'medium',
    trainingRequired: false,
    fate: 'obsolete',
    reviewMonths: 36,
    withdrawal: 'Replaced by the site Validation Master Plan VMP-001, which now covers equipment qualification together with process and cleaning validation.',
    purpose: ['This procedure describes how production equipment is qualified before use in GMP manufacturing, and how its qualified state is kept.'],
    scope: ['It applies to new, relocated and modified equipment that has direct or indirect impact on product quality.'],
    definitions: [
      ['DQ', 'Design qualification: documented evidence that the design meets the user requirements.'],
      ['IQ', 'Installation qualification: the equipment is installed as designed and specified.'],
      ['OQ', 'Operational qualification: the equipment operates as intended across its operating ranges.'],
      ['PQ', 'Performance qualification: the equipment performs consistently under routine conditions.'],
    ],
    responsibilities: [
      ['Engineering', 'Writes and executes the qualification protocols and reports.'],
      ['User department', 'Writes the user requirements and takes part in OQ and PQ.'],
      ['Quality Assurance', 'Approves protocols and reports and releases the equipment for GMP use.'],
    ],
    procedure: [
      {
        heading: 'Planning',
        steps: [
          'Write the user requirement specification and perform a risk assessment of the equipment.',
          'Define the qualification stages and acceptance criteria in a qualification plan.',
        ],
      },
      {
        heading: 'Execution',
        steps: [
          'Execute IQ, OQ and PQ in sequence; a stage starts only after the previous report is approved.',
          'Record every test result directly in the approved protocol.',
          'Handle failed acceptance criteria as deviations.',
        ],
      },
      {
        heading: 'Release and maintenance of the qualified state',
        steps: [
          'Quality Assurance releases the equipment after approving the PQ report.',
          'Assess every later change to the equipment through change control (SOP-QA-003).',
        ],
      },
    ],
    references: ['EU GMP Annex 15: Qualification and Validation', 'SOP-QA-003 Change Control'],
  },
  {
    docNumber: 'SOP-QA-006',
    title: 'Supplier Qualification and Monitoring',
    department: 'Quality Assurance',
    category: 'Quality Management',
    description: 'Approval of suppliers of starting materials, packaging materials and GMP services, and their periodic re-evaluation.',
    keywords: ['supplier', 'audit', 'quality agreement', 'approved supplier list'],
    priority: 'medium',
    trainingRequired: false,
    fate: 'archived',
    withdrawal: 'Draft withdrawn: supplier qualification is now governed by the corporate procedure CORP-QA-012, adopted by the site.',
    purpose: ['This procedure defines how suppliers of GMP materials and services are approved before use and monitored afterwards.'],
    scope: ['It applies to suppliers of active substances, excipients, primary and printed packaging materials, and contract laboratories.'],
    definitions: [
      ['Approved supplier list', 'The list of suppliers approved for a material or service, kept by Quality Assurance.'],
      ['Quality agreement', 'A written agreement that sets out the GMP responsibilities of the supplier and the site.'],
    ],
    responsibilities: [
      ['Purchasing', 'Buys GMP materials only from suppliers on the approved supplier list.'],
      ['Quality Assurance', 'Qualifies suppliers, signs quality agreements and plans supplier audits.'],
    ],
    procedure: [
      {
        heading: 'Qualification',
        steps: [
          'Send the supplier questionnaire and assess the answers against the risk of the material.',
          'Audit suppliers of active substances and primary packaging before approval.',
          'Sign a quality agreement, then add the supplier to the approved supplier list.',
        ],
      },
      {
        heading: 'Monitoring',
        steps: [
          'Review each supplier every year for rejected deliveries, complaints and changes notified.',
          'Re-audit high-risk suppliers at least every three years.',
        ],
      },
    ],
    references: ['EU GMP Guideline, Chapter 5: Production (5.29 to 5.36)'],
  },
  {
    docNumber: 'SOP-QA-007',
    title: 'Handling of Product Complaints',
    department: 'Quality Assurance',
    category: 'Quality Management',
    description: 'Receipt, assessment, investigation and answer of complaints about the quality of marketed products.',
    keywords: ['complaint', 'recall', 'investigation', 'trend'],
    priority: 'critical',
    trainingRequired: true,
    fate: 'effective',
    // The shortest review period: the first of the library to come up for periodic review.
    reviewMonths: 6,
    purpose: ['This procedure makes sure that every quality complaint is recorded, assessed for patient risk, investigated and answered, and that complaints are trended to find recurring problems.'],
    scope: ['It applies to complaints from patients, healthcare professionals, distributors and authorities about products released by the site. Adverse event reports are forwarded to Pharmacovigilance.'],
    definitions: [
      ['Quality complaint', 'A report of a possible defect in the quality of a released product.'],
      ['Critical complaint', 'A complaint suggesting a risk to patients, which may lead to a recall.'],
    ],
    responsibilities: [
      ['Anyone receiving a complaint', 'Passes it to Quality Assurance on the same working day.'],
      ['Quality Assurance', 'Records, classifies and coordinates the investigation, and answers the complainant.'],
      ['Qualified Person', 'Decides on market action for critical complaints.'],
    ],
    procedure: [
      {
        heading: 'Receipt and classification',
        steps: [
          'Record the complaint with the product, batch number, description of the defect and the complainant’s details.',
          'Classify the complaint as critical, major or minor within one working day.',
          'For critical complaints, inform the Qualified Person immediately.',
        ],
      },
      {
        heading: 'Investigation',
        steps: [
          'Examine the retained samples of the batch and the returned sample if one is available.',
          'Review the batch record and the deviations of the batch.',
          'Raise CAPA when a root cause is found at the site (SOP-QA-004).',
        ],
      },
      {
        heading: 'Answer and trending',
        steps: [
          'Answer the complainant within 30 days with the outcome of the investigation.',
          'Trend complaints by product and defect type every quarter and present the trend at management review.',
        ],
      },
    ],
    record: { title: 'Complaint register:', columns: ['Complaint no.', 'Product / batch', 'Class', 'Received', 'Closed'], rows: 4 },
    references: ['SOP-QA-004 Corrective and Preventive Action (CAPA)', 'EU GMP Guideline, Chapter 8: Complaints and Product Recall'],
  },
];
