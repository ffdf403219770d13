import { acknowledgedBy } from '../acknowledgements/acknowledgements.repo.ts';
import type { PersonalFilters } from '../documents/documents-list.repo.ts';
import { openTrainingOf } from '../training/my-training.repo.ts';

/** A reader's own list filters: documents whose version in force they acknowledged, and those they have training due on. */
export const personalFilters = (userId: string): PersonalFilters => ({ acknowledged: acknowledgedBy(userId, true), trainingDue: openTrainingOf(userId) });
