import type { Requirement } from './types.ts';

const part11 = (id: string, clause: string, title: string, text: string, risk: Requirement['risk'] = 'high'): Requirement => ({
  id,
  source: '21 CFR Part 11',
  clause,
  title,
  text,
  risk,
});

/** The clauses of 21 CFR Part 11 that a software system itself must meet (subparts B and C). */
export const PART_11_REQUIREMENTS: readonly Requirement[] = [
  part11('P11-10a', '11.10(a)', 'Validation', 'The system performs accurately, reliably and consistently as intended, and can discern invalid or altered records.'),
  part11('P11-10b', '11.10(b)', 'Accurate and complete copies', 'The system generates accurate and complete copies of records in human-readable and electronic form for inspection, review and copying.'),
  part11('P11-10c', '11.10(c)', 'Protection of records', 'Records are protected to enable their accurate and ready retrieval throughout the records retention period.'),
  part11('P11-10d', '11.10(d)', 'Limited system access', 'System access is limited to authorized individuals.'),
  part11('P11-10e', '11.10(e)', 'Audit trail', 'Secure, computer-generated, time-stamped audit trails independently record the date and time of operator entries and actions that create, modify or delete records; changes do not obscure previously recorded information.'),
  part11('P11-10f', '11.10(f)', 'Operational system checks', 'Operational system checks enforce the permitted sequencing of steps and events.'),
  part11('P11-10g', '11.10(g)', 'Authority checks', 'Authority checks ensure that only authorized individuals can use the system, electronically sign a record, alter a record or perform the operation at hand.'),
  part11('P11-10h', '11.10(h)', 'Device checks', 'Device (terminal) checks determine the validity of the source of data input or operational instruction.', 'medium'),
  part11('P11-10i', '11.10(i)', 'Training of persons', 'Persons who develop, maintain or use the system have the education, training and experience to perform their tasks; the system records that training.', 'medium'),
  part11('P11-10j', '11.10(j)', 'Accountability for signatures', 'Individuals are held accountable and responsible for actions initiated under their electronic signatures: the signer accepts the legal statement when signing.', 'medium'),
  part11('P11-10k', '11.10(k)', 'Systems documentation controls', 'Distribution of, access to and use of documentation is controlled, and revisions and changes are controlled with an audit trail documenting their time-sequenced development.', 'medium'),
  part11('P11-50', '11.50', 'Signature manifestations', 'Signed records show the printed name of the signer, the date and time of signing, and the meaning of the signature (review, approval, responsibility, authorship), also in every human-readable form of the record.'),
  part11('P11-70', '11.70', 'Signature/record linking', 'Electronic signatures are linked to their records so that they cannot be excised, copied or otherwise transferred to falsify a record.'),
  part11('P11-100', '11.100', 'Uniqueness of signatures', 'Each electronic signature is unique to one individual and is not reused by, or reassigned to, anyone else.'),
  part11('P11-200', '11.200', 'Signature components and controls', 'Non-biometric signatures use at least two distinct identification components (identification code and password); the first signing of a session uses all components, later signings at least one; only the genuine owner can use them.'),
  part11('P11-300', '11.300', 'Identification codes and passwords', 'Identification codes and passwords stay unique, are periodically revised, can be withdrawn when compromised, and attempts at unauthorized use are detected and reported to security and management.'),
];
