import { ANNEX_11_REQUIREMENTS } from './annex11.ts';
import { OPERATION_REQUIREMENTS } from './functional-operations.ts';
import { RECORD_REQUIREMENTS } from './functional-records.ts';
import { PART_11_REQUIREMENTS } from './part11.ts';
import type { Requirement } from './types.ts';

/** The validation catalogue: Part 11, Annex 11, then the product's functional requirements. */
export const REQUIREMENTS: readonly Requirement[] = [...PART_11_REQUIREMENTS, ...ANNEX_11_REQUIREMENTS, ...RECORD_REQUIREMENTS, ...OPERATION_REQUIREMENTS];

export const requirementById: ReadonlyMap<string, Requirement> = new Map(REQUIREMENTS.map((requirement) => [requirement.id, requirement]));
