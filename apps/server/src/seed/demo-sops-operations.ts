import type { DemoSop } from './demo-sop.ts';

const CLEANING_DEFINITIONS = [
  ['Clean hold time', 'The longest time cleaned equipment may stand before use without re-cleaning.'],
  ['Dirty hold time', 'The longest time between the end of production and the start of cleaning.'],
  ['Visually clean', 'No residue, film or foreign matter visible on product-contact surfaces under good lighting.'],
] as const;

/** Demo library, part 2: manufacturing floor, people and laboratory. */
export const OPERATIONS_SOPS: readonly DemoSop[] = [
  {
    docNumber: 'SOP-PRD-001',
    title: 'Cleaning and Sanitisation of Filling Line 2',
    department: 'Production',
    category: 'Manufacturing',
    description: 'Cleaning between products and sanitisation of the product-contact parts of aseptic filling line 2.',
    keywords: ['cleaning', 'filling line', 'sanitisation', 'line clearance'],
    priority: 'high',
    trainingRequired: true,
    fate: 'superseded',
    reviewMonths: 12,
    purpose: [
      'This procedure describes how filling line 2 is cleaned and sanitised at product changeover and at the end of a campaign, so that no residue of the previous product, detergent or microbial contamination carries over.',
    ],
    scope: [
      'It applies to the product-contact parts of filling line 2: buffer tank, product tubing, filling needles, stopper bowl and the surfaces of the filling zone.',
      'The clean-in-place cycle of the formulation vessels is described in its own work instruction.',
    ],
    definitions: [...CLEANING_DEFINITIONS],
    responsibilities: [
      ['Production operator', 'Dismantles, cleans, sanitises and reassembles the line and records every step.'],
      ['Shift supervisor', 'Checks that the line is visually clean and signs the cleaning record.'],
      ['Quality Assurance', 'Releases the line for the next product after reviewing the cleaning record.'],
    ],
    procedure: [
      {
        heading: 'Preparation',
        steps: [
          'Confirm that the last batch is complete and that all product and components are removed from the filling zone.',
          'Start cleaning within the dirty hold time of 24 hours after the end of production.',
          'Prepare the detergent solution at 2 % v/v in purified water at 60 ± 5 °C.',
        ],
      },
      {
        heading: 'Cleaning',
        steps: [
          'Dismantle the filling needles, product tubing and stopper bowl and place them in the parts washer.',
          'Flush the buffer tank and product path with purified water until the rinse runs clear.',
          'Circulate the detergent solution through the product path for 15 minutes.',
          'Rinse with purified water until the conductivity of the final rinse is below 5 µS/cm.',
          'Wipe the surfaces of the filling zone with lint-free wipes wetted with detergent solution, then with purified water.',
        ],
      },
      {
        heading: 'Sanitisation and release',
        steps: [
          'Wipe all surfaces of the filling zone with sterile 70 % isopropyl alcohol and allow to dry.',
          'Reassemble the line and fit a "Clean" status label with the date, time and expiry of the clean hold time of 72 hours.',
          'Complete the cleaning record and hand it to the shift supervisor for checking.',
        ],
      },
    ],
    record: { title: 'Cleaning record, filling line 2:', columns: ['Step', 'Done by', 'Date / time', 'Checked by'], rows: 5 },
    references: ['SOP-PRD-002 Gowning for Grade C and Grade B Areas', 'Cleaning validation report CV-PRD-014'],
    revision: {
      changeSummary: 'Detergent contact time extended to 20 minutes and a swab check of the filling needles added, following deviation DEV-2026-031 (CAPA-2026-012).',
      content: {
        procedure: [
          {
            heading: 'Preparation',
            steps: [
              'Confirm that the last batch is complete and that all product and components are removed from the filling zone.',
              'Start cleaning within the dirty hold time of 24 hours after the end of production.',
              'Prepare the detergent solution at 2 % v/v in purified water at 60 ± 5 °C.',
            ],
          },
          {
            heading: 'Cleaning',
            steps: [
              'Dismantle the filling needles, product tubing and stopper bowl and place them in the parts washer.',
              'Flush the buffer tank and product path with purified water until the rinse runs clear.',
              'Circulate the detergent solution through the product path for 20 minutes.',
              'Rinse with purified water until the conductivity of the final rinse is below 5 µS/cm.',
              'Swab the inner surface of two filling needles and send the swabs to Quality Control for total organic carbon.',
              'Wipe the surfaces of the filling zone with lint-free wipes wetted with detergent solution, then with purified water.',
            ],
          },
          {
            heading: 'Sanitisation and release',
            steps: [
              'Wipe all surfaces of the filling zone with sterile 70 % isopropyl alcohol and allow to dry.',
              'Reassemble the line and fit a "Clean" status label with the date, time and expiry of the clean hold time of 72 hours.',
              'Complete the cleaning record and hand it to the shift supervisor for checking; the line is released only when the swab results meet the limit.',
            ],
          },
        ],
      },
    },
  },
  {
    docNumber: 'SOP-PRD-002',
    title: 'Gowning for Grade C and Grade B Areas',
    department: 'Production',
    category: 'Manufacturing',
    description: 'Gowning sequence and checks for entry into the Grade C preparation area and the Grade B aseptic core.',
    keywords: ['gowning', 'cleanroom', 'aseptic', 'contamination control'],
    priority: 'high',
    trainingRequired: true,
    fate: 'pending-approval',
    purpose: ['This procedure describes how personnel gown to enter Grade C and Grade B cleanrooms without bringing in particles or microorganisms.'],
    scope: ['It applies to everyone entering the Grade C and Grade B areas of the sterile manufacturing suite, including visitors and contractors.'],
    definitions: [
      ['Grade B', 'The background environment of the aseptic filling zone (EU GMP Annex 1).'],
      ['Grade C', 'A clean area for less critical stages, such as solution preparation.'],
      ['Gowning qualification', 'A documented assessment that a person can gown without contaminating the garments.'],
    ],
    responsibilities: [
      ['Cleanroom staff', 'Gown as described, and only after passing gowning qualification.'],
      ['Production supervisor', 'Ensures only qualified staff enter and that garments are available.'],
      ['Microbiology', 'Performs the finger-dab and garment monitoring and reports excursions.'],
    ],
    procedure: [
      {
        heading: 'Before entry',
        steps: [
          'Remove jewellery, watches, make-up and personal items; they are not allowed beyond the changing room.',
          'Wash hands and forearms with soap for at least 30 seconds and dry them with a lint-free towel.',
        ],
      },
      {
        heading: 'Grade C gowning',
        steps: [
          'Put on the hair cover, then the facility coverall, then the overshoes while crossing the step-over bench.',
          'Disinfect gloved hands with 70 % isopropyl alcohol before entering the Grade C corridor.',
        ],
      },
      {
        heading: 'Grade B gowning',
        steps: [
          'In the Grade B airlock, put on the sterile hood, face mask and goggles, ensuring no hair or skin is exposed.',
          'Put on the sterile coverall without letting it touch the floor, then the sterile boots.',
          'Put on the sterile gloves over the coverall cuffs and disinfect them.',
          'Check the complete gown in the mirror before entering the aseptic core.',
        ],
      },
    ],
    references: ['EU GMP Annex 1: Manufacture of Sterile Medicinal Products', 'SOP-HR-001 GMP Training and Qualification of Personnel'],
  },
  {
    docNumber: 'SOP-HR-001',
    title: 'GMP Training and Qualification of Personnel',
    department: 'Operations',
    category: 'Human Resources',
    description: 'Induction, job-specific and refresher GMP training, training records and qualification for critical tasks.',
    keywords: ['training', 'qualification', 'induction', 'training matrix'],
    priority: 'medium',
    trainingRequired: false,
    fate: 'in-review',
    purpose: ['This procedure ensures that everyone who performs or supervises GMP activities is trained and qualified for their tasks before performing them alone.'],
    scope: ['It applies to permanent and temporary staff, contractors and visitors who work in GMP areas or on GMP records.'],
    definitions: [
      ['Training matrix', 'The list, per job, of the documents and skills a person must be trained on.'],
      ['Read and understand', 'Training by reading a document and acknowledging it in Attest.'],
      ['On-the-job training', 'Training by a qualified trainer at the workplace, ending with an assessment.'],
    ],
    responsibilities: [
      ['Line manager', 'Keeps the training matrix of their team current and plans the training.'],
      ['Trainer', 'Delivers and assesses on-the-job training and records the outcome.'],
      ['Trainee', 'Completes training before performing the task and acknowledges documents on time.'],
      ['Quality Assurance', 'Approves the training matrix and checks training compliance every quarter.'],
    ],
    procedure: [
      {
        heading: 'Induction',
        steps: [
          'Complete GMP induction, hygiene and data integrity training in the first week of employment.',
          'Do not enter production or laboratory areas alone before induction is recorded.',
        ],
      },
      {
        heading: 'Job-specific training',
        steps: [
          'The line manager assigns the documents and skills of the training matrix for the job.',
          'Complete read-and-understand training before on-the-job training on the same procedure.',
          'The trainer assesses the trainee performing the task at least three times without help before signing them off.',
        ],
      },
      {
        heading: 'Refresher training',
        steps: [
          'Repeat GMP training every year.',
          'Acknowledge a revised procedure within 30 days of its effective date, and before performing the task.',
        ],
      },
    ],
    record: { title: 'Training record for on-the-job training:', columns: ['Trainee', 'Procedure', 'Trainer', 'Date', 'Outcome'], rows: 4 },
    references: ['SOP-QA-001 Document Control'],
  },
  {
    docNumber: 'SOP-QC-001',
    title: 'Calibration of Laboratory Instruments',
    department: 'Quality Control',
    category: 'Laboratory',
    description: 'Calibration programme, intervals, tolerances and out-of-tolerance handling for QC laboratory instruments.',
    keywords: ['calibration', 'balance', 'pH meter', 'out of tolerance'],
    priority: 'medium',
    trainingRequired: true,
    fate: 'approved',
    reviewMonths: 24,
    purpose: ['This procedure makes sure that the instruments used for quality control testing give accurate results, by calibrating them against traceable standards at defined intervals.'],
    scope: ['It applies to balances, pH meters, thermometers, pipettes, HPLC systems and every other measuring instrument in the QC laboratory.'],
    definitions: [
      ['Calibration', 'Comparison of an instrument reading with a traceable reference standard, with adjustment where needed.'],
      ['Tolerance', 'The largest accepted difference between the instrument reading and the reference value.'],
      ['Out of tolerance', 'A calibration result outside the tolerance, found before adjustment.'],
    ],
    responsibilities: [
      ['QC analyst', 'Performs daily checks and scheduled in-house calibrations and records the results.'],
      ['QC lead', 'Keeps the calibration schedule and reviews calibration records.'],
      ['External provider', 'Calibrates instruments under an approved quality agreement with accredited standards.'],
    ],
    procedure: [
      {
        heading: 'Daily checks',
        steps: [
          'Check each balance with a certified check weight before first use of the day and record the reading.',
          'Calibrate each pH meter with buffers pH 4.01, 7.00 and 10.01 before use; the slope must be 95–105 %.',
        ],
      },
      {
        heading: 'Scheduled calibration',
        steps: [
          'Calibrate every instrument before its due date in the calibration schedule.',
          'Fit a label showing the calibration date, the next due date and the initials of the person calibrating.',
          'Instruments past their due date are labelled "Do not use" and removed from service.',
        ],
      },
      {
        heading: 'Out-of-tolerance results',
        steps: [
          'Remove the instrument from service and label it "Do not use".',
          'Raise a deviation and assess the results obtained with the instrument since the last passing calibration.',
          'Return the instrument to use only after repair and a passing calibration.',
        ],
      },
    ],
    record: { title: 'Balance daily check:', columns: ['Date', 'Balance ID', 'Check weight', 'Reading', 'Initials'], rows: 5 },
    references: ['SOP-QA-002 Deviation Management', 'USP <41> Balances'],
  },
];
