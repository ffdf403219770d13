import type { Requirement } from './types.ts';

const annex11 = (id: string, clause: string, title: string, text: string, risk: Requirement['risk'] = 'high'): Requirement => ({
  id,
  source: 'EU GMP Annex 11',
  clause,
  title,
  text,
  risk,
});

/** The clauses of EU GMP Annex 11 (Computerised Systems) that apply to the software. */
export const ANNEX_11_REQUIREMENTS: readonly Requirement[] = [
  annex11('A11-4', '4', 'Validation', 'Validation evidence covers the relevant steps of the life cycle: user requirements are traceable to the tests that prove them, and the test results are reported with any deviations.'),
  annex11('A11-5', '5', 'Data exchange', 'Systems exchanging data electronically with other systems include built-in checks for the correct and secure entry and processing of data.', 'medium'),
  annex11('A11-6', '6', 'Accuracy checks', 'Critical data entered manually is checked for accuracy.', 'medium'),
  annex11('A11-7', '7', 'Data storage and backups', 'Data is secured against damage and its accessibility, readability and accuracy are checked; regular backups are made and the integrity and accuracy of backup data and the ability to restore it are checked.'),
  annex11('A11-8', '8', 'Printouts', 'Clear printed copies of electronically stored data can be obtained; printouts of records supporting batch release indicate whether data has changed since the original entry.', 'medium'),
  annex11('A11-9', '9', 'Audit trails', 'A record of all GMP-relevant changes and deletions (a system-generated audit trail) is kept, with the reason documented; audit trails are available in an intelligible form and regularly reviewed.'),
  annex11('A11-10', '10', 'Change and configuration management', 'Changes to the system configuration are made in a controlled manner, with who, when, what and why recorded.', 'medium'),
  annex11('A11-11', '11', 'Periodic evaluation', 'The system is periodically evaluated to confirm that it remains in a valid state and compliant with GMP.', 'medium'),
  annex11('A11-12', '12', 'Security', 'Physical and logical controls restrict access to authorized persons; the creation, change and cancellation of access authorisations is recorded; the identity of operators entering, changing, confirming or deleting data is recorded with date and time.'),
  annex11('A11-14', '14', 'Electronic signature', 'Electronic signatures have the same impact as hand-written ones within the company, are permanently linked to their record, and include the time and date they were applied.'),
  annex11('A11-16', '16', 'Business continuity', 'Provisions ensure continuity of support for the critical processes if the system breaks down (for example restore from backup, a second instance), and failures are answered without corrupting data.', 'medium'),
  annex11('A11-17', '17', 'Archiving', 'Archived data is checked for accessibility, readability and integrity; after changes to the system, the ability to retrieve archived data is ensured and tested.', 'medium'),
];
