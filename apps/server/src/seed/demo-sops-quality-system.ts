import type { DemoSop } from './demo-sop.ts';

/** Demo library, part 1: the procedures the quality system itself runs on. */
export const QUALITY_SYSTEM_SOPS: readonly DemoSop[] = [
  {
    docNumber: 'SOP-QA-001',
    title: 'Document Control',
    department: 'Quality Assurance',
    category: 'Quality Management',
    description: 'How controlled documents are drafted, reviewed, approved, released, revised and withdrawn.',
    keywords: ['document control', 'GMP', 'version', 'training'],
    priority: 'high',
    trainingRequired: true,
    fate: 'effective',
    reviewMonths: 24,
    purpose: [
      'This procedure defines how GMP documents are created, reviewed, approved, made effective, revised and withdrawn, so that only current, approved instructions are available at the point of use.',
    ],
    scope: [
      'It applies to all controlled documents of the site: standard operating procedures, work instructions, forms and policies, in every department that performs or supports GMP activities.',
      'Batch records and laboratory raw data are governed by their own procedures and are out of scope.',
    ],
    definitions: [
      ['Controlled document', 'A document whose content, version and distribution are managed through Attest.'],
      ['Effective date', 'The date from which a version must be followed. It is never earlier than the date of release.'],
      ['Periodic review', 'A scheduled check that an effective document is still correct and needed.'],
      ['Document owner', 'The author responsible for the content of a document over its life.'],
    ],
    responsibilities: [
      ['Author', 'Drafts and revises the document, answers review comments and keeps it current.'],
      ['Reviewer', 'Checks technical accuracy and consistency with related procedures.'],
      ['Approver', 'Approves the document by electronic signature and confirms it can be followed as written.'],
      ['Document Coordinator', 'Assigns document numbers, releases documents, and withdraws obsolete ones.'],
    ],
    procedure: [
      {
        heading: 'Drafting',
        steps: [
          'Request a document number from the Document Coordinator before drafting a new document.',
          'Draft the document on the current SOP template, keeping the sections Purpose, Scope, Definitions, Responsibilities and Procedure.',
          'Upload the draft to Attest with a change reason that states why the document is needed.',
        ],
      },
      {
        heading: 'Review and approval',
        steps: [
          'Submit the draft for review, naming at least one reviewer from the affected department and one approver from Quality Assurance.',
          'Reviewers record their decision and comments in Attest within ten working days.',
          'Resolve every comment; a draft with open comments is not forwarded for approval.',
          'The approver signs electronically with their own credentials. A signature binds the exact file that was reviewed.',
        ],
      },
      {
        heading: 'Release and training',
        steps: [
          'The Document Coordinator makes the approved version effective and sets the periodic review period.',
          'Where training is required, the affected staff read and acknowledge the document before performing the task.',
          'Remove printed copies of the previous version from the work areas on the effective date.',
        ],
      },
      {
        heading: 'Revision and withdrawal',
        steps: [
          'Start a new version from the effective document; the effective version stays in force until the revision is released.',
          'When a document is no longer needed, mark it obsolete with the reason and, where it is replaced, the replacing document.',
        ],
      },
    ],
    references: ['EU GMP Guideline, Chapter 4: Documentation', '21 CFR Part 11: Electronic Records; Electronic Signatures'],
  },
  {
    docNumber: 'SOP-QA-002',
    title: 'Deviation Management',
    department: 'Quality Assurance',
    category: 'Quality Management',
    description: 'Recording, classifying, investigating and closing deviations from approved procedures and specifications.',
    keywords: ['deviation', 'investigation', 'root cause', 'GMP'],
    priority: 'critical',
    trainingRequired: true,
    fate: 'effective',
    reviewMonths: 12,
    purpose: [
      'This procedure describes how departures from approved instructions, specifications or expected results are recorded, assessed for product impact, investigated and closed.',
    ],
    scope: [
      'It applies to all planned and unplanned deviations in manufacturing, packaging, laboratories, warehousing and utilities that may affect product quality, patient safety or data integrity.',
    ],
    definitions: [
      ['Deviation', 'Any departure from an approved instruction, specification or established standard.'],
      ['Minor deviation', 'A deviation with no realistic impact on product quality or patient safety.'],
      ['Major deviation', 'A deviation that could affect product quality and needs an investigation before batch release.'],
      ['Critical deviation', 'A deviation likely to harm patients or to result in a product recall.'],
    ],
    responsibilities: [
      ['All staff', 'Stop, secure the situation and report a deviation to their supervisor on the same shift.'],
      ['Area supervisor', 'Records the deviation within one working day and takes immediate containment action.'],
      ['Quality Assurance', 'Classifies the deviation, approves the investigation and decides on batch disposition.'],
      ['Investigation owner', 'Finds the root cause and proposes corrective and preventive actions.'],
    ],
    procedure: [
      {
        heading: 'Reporting and containment',
        steps: [
          'Stop the activity if continuing could make the situation worse, and inform the area supervisor immediately.',
          'Quarantine affected material and label it "On hold - deviation" with the deviation number.',
          'Record what happened, when, where, which batches and equipment are involved, and the immediate actions taken.',
        ],
      },
      {
        heading: 'Classification',
        steps: [
          'Quality Assurance classifies the deviation as minor, major or critical within two working days.',
          'For major and critical deviations, inform the Qualified Person before any affected batch is released.',
        ],
      },
      {
        heading: 'Investigation and closure',
        intro: 'Major and critical deviations are investigated; minor deviations may be closed with a justification.',
        steps: [
          'Establish the root cause with a structured method such as the five whys or a fishbone diagram.',
          'Assess the impact on all potentially affected batches, including those already released.',
          'Raise CAPA where the root cause could lead to recurrence (SOP-QA-004).',
          'Close the deviation within 30 calendar days or document the reason for an extension.',
        ],
      },
    ],
    record: { title: 'Deviation log (kept by each department):', columns: ['Deviation no.', 'Date', 'Description', 'Class', 'Closed on'], rows: 4 },
    references: ['SOP-QA-004 Corrective and Preventive Action (CAPA)', 'EU GMP Guideline, Chapter 1: Pharmaceutical Quality System'],
  },
  {
    docNumber: 'SOP-QA-003',
    title: 'Change Control',
    department: 'Quality Assurance',
    category: 'Quality Management',
    description: 'Proposing, assessing, approving, implementing and verifying changes that may affect GMP systems or products.',
    keywords: ['change control', 'impact assessment', 'validation', 'regulatory'],
    priority: 'high',
    trainingRequired: true,
    fate: 'effective',
    reviewMonths: 24,
    purpose: [
      'This procedure ensures that changes to facilities, equipment, processes, materials, computerised systems and documents are assessed and approved before they are implemented, and verified afterwards.',
    ],
    scope: [
      'It applies to every permanent or temporary change that could affect product quality, validated status, regulatory commitments or data integrity.',
      'Like-for-like replacement of parts recorded in the maintenance system is out of scope.',
    ],
    definitions: [
      ['Change request', 'The record in which a change is proposed, assessed and approved.'],
      ['Impact assessment', 'The evaluation of a change against quality, validation, regulatory, safety and training needs.'],
      ['Temporary change', 'A change limited in time or in the number of batches, after which the previous state returns.'],
    ],
    responsibilities: [
      ['Change initiator', 'Describes the change, its reason and the proposed implementation plan.'],
      ['Subject matter experts', 'Assess the impact in their area and define the actions needed.'],
      ['Quality Assurance', 'Classifies the change, approves it before implementation and confirms effectiveness.'],
      ['Regulatory Affairs', 'Decides whether the change needs notification to or approval by an authority.'],
    ],
    procedure: [
      {
        heading: 'Proposal',
        steps: [
          'Raise a change request describing the current state, the proposed state and the reason for the change.',
          'Attach supporting data such as supplier notifications, drawings or validation summaries.',
        ],
      },
      {
        heading: 'Assessment and approval',
        steps: [
          'Quality Assurance selects the departments that must assess the change.',
          'Each assessor records the impact and the actions required before and after implementation.',
          'Regulatory Affairs confirms whether a variation is needed and the earliest date the change may be used.',
          'Quality Assurance approves or rejects the change. No change is implemented before approval.',
        ],
      },
      {
        heading: 'Implementation and closure',
        steps: [
          'Complete the pre-implementation actions, such as document revisions and training, and record the evidence.',
          'Implement the change and release the first affected batch only after Quality Assurance confirms the actions are complete.',
          'Verify effectiveness after the agreed period and close the change request.',
        ],
      },
    ],
    references: ['SOP-QA-001 Document Control', 'ICH Q10 Pharmaceutical Quality System'],
  },
  {
    docNumber: 'SOP-QA-004',
    title: 'Corrective and Preventive Action (CAPA)',
    department: 'Quality Assurance',
    category: 'Quality Management',
    description: 'Planning, tracking and verifying corrective and preventive actions from deviations, complaints, audits and trends.',
    keywords: ['CAPA', 'root cause', 'effectiveness check'],
    priority: 'high',
    trainingRequired: false,
    fate: 'effective',
    reviewMonths: 12,
    purpose: [
      'This procedure defines how corrective and preventive actions are raised, planned, carried out and checked for effectiveness, so that quality problems do not recur.',
    ],
    scope: [
      'It applies to actions arising from deviations, product complaints, internal and external audits, out-of-specification results, management review and trend analysis.',
    ],
    definitions: [
      ['Corrective action', 'An action taken to eliminate the cause of a detected problem and prevent its recurrence.'],
      ['Preventive action', 'An action taken to eliminate the cause of a potential problem before it occurs.'],
      ['Effectiveness check', 'A planned verification, with criteria set in advance, that the action worked.'],
    ],
    responsibilities: [
      ['CAPA owner', 'Plans the action, carries it out by the due date and provides the evidence.'],
      ['Department head', 'Provides the resources and agrees the due dates.'],
      ['Quality Assurance', 'Approves the CAPA plan, monitors due dates and approves closure.'],
    ],
    procedure: [
      {
        heading: 'Raising a CAPA',
        steps: [
          'Raise a CAPA from the source record, quoting the deviation, complaint or audit finding it answers.',
          'State the root cause the action addresses; an action without a root cause is not accepted.',
        ],
      },
      {
        heading: 'Planning and follow-up',
        steps: [
          'Define each action with one owner, a due date and the evidence expected at completion.',
          'Quality Assurance reviews open CAPAs every month and escalates actions more than 30 days overdue to the site head.',
          'Extensions are approved by Quality Assurance before the due date, with a justification.',
        ],
      },
      {
        heading: 'Effectiveness check',
        steps: [
          'Define the effectiveness criteria when the CAPA is approved, for example no recurrence in the next ten batches.',
          'Perform the check at the planned time and record the result.',
          'If the check fails, reopen the investigation and raise a new CAPA.',
        ],
      },
    ],
    record: { title: 'CAPA plan:', columns: ['Action', 'Owner', 'Due date', 'Evidence', 'Done'], rows: 4 },
    references: ['SOP-QA-002 Deviation Management', 'SOP-QA-007 Handling of Product Complaints'],
  },
];
