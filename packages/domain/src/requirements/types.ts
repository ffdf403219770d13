/** Where a requirement comes from: a regulation's clause or the product's own specification. */
export type RequirementSource = '21 CFR Part 11' | 'EU GMP Annex 11' | 'Functional';

/** How much harm a failure of the requirement could do to product quality, patient safety or data integrity. */
export type RequirementRisk = 'high' | 'medium' | 'low';

/**
 * One requirement of the validation catalogue. The tests that prove it name it in their title (`[REQ:<id>]`), so
 * the mapping lives beside the evidence and cannot drift from it: `npm run check:requirements` fails when a
 * requirement has no test or a test names an unknown requirement, and the validation report lists each one's tests
 * with their results.
 */
export interface Requirement {
  id: string;
  source: RequirementSource;
  /** The clause (e.g. `11.10(e)`, `9`) or the product area (e.g. `Lifecycle`). */
  clause: string;
  title: string;
  /** What the system must do, in words an auditor can check against the evidence. */
  text: string;
  risk: RequirementRisk;
}
