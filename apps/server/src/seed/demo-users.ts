import type { Role } from '@attest/domain';


export const DEMO_USERS: readonly { name: string; email: string; role: Role; department: string; designation: string; employeeId: string }[] = [
  { name: 'Sarah Mitchell', email: 'admin@attest.local', role: 'admin', department: 'IT', designation: 'System Administrator', employeeId: 'EMP-0001' },
  { name: 'Daniel Okafor', email: 'author@attest.local', role: 'author', department: 'Quality Assurance', designation: 'QA Specialist', employeeId: 'EMP-0002' },
  { name: 'Priya Raman', email: 'reviewer@attest.local', role: 'reviewer', department: 'Quality Control', designation: 'QC Lead', employeeId: 'EMP-0003' },
  { name: 'Marcus Webb', email: 'approver@attest.local', role: 'approver', department: 'Management', designation: 'Head of Quality', employeeId: 'EMP-0004' },
  { name: 'Elena Novak', email: 'user@attest.local', role: 'user', department: 'Production', designation: 'Production Operator', employeeId: 'EMP-0005' },
  { name: 'Tom Lindqvist', email: 'coordinator@attest.local', role: 'document_coordinator', department: 'Quality Assurance', designation: 'Document Control Coordinator', employeeId: 'EMP-0006' },
];
