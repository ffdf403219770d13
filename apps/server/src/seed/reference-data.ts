/** Departments of spec 01 §3 (the fallback list) and the sample categories, seeded into an empty database. */
export const DEPARTMENTS = [
  'Chemical',
  'Engineering',
  'Microbiology',
  'Packaging Department',
  'Production',
  'Quality Assurance',
  'Quality Control',
  'Research and Development',
  'Safety',
  'Warehouse',
  // Departments the demo users and role defaults (spec 01 §6) belong to.
  'IT',
  'Management',
  'Operations',
] as const;

export const CATEGORIES = [
  { name: 'Quality Management', description: 'Quality system procedures and policies', retentionDays: 2555 },
  { name: 'Laboratory', description: 'Laboratory methods and controls', retentionDays: 2555 },
  { name: 'Human Resources', description: 'Training, qualification and personnel procedures', retentionDays: 1825 },
  { name: 'IT', description: 'Computerised systems and data integrity', retentionDays: 1825 },
  { name: 'Manufacturing', description: 'Production and batch procedures', retentionDays: 2555 },
  { name: 'Regulatory Affairs', description: 'Submissions and regulatory commitments', retentionDays: 3650 },
] as const;
