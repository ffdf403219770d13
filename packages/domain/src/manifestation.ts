import type { VersionStatus } from './versioning.ts';

/**
 * What is written across every page of a version's rendition (P11-50): nothing on the version in force;
 * a draft or one in review is not for use; an approved one awaits its date; a replaced or retired one says so.
 */
export function manifestOverlay(status: VersionStatus): string | null {
  switch (status) {
    case 'effective':
      return null;
    case 'superseded':
      return 'SUPERSEDED';
    case 'obsolete':
    case 'archived':
      return 'OBSOLETE';
    case 'approved':
    case 'approved-training':
    case 'scheduled':
    case 'internal-assessment':
      return 'APPROVED — NOT YET EFFECTIVE';
    default:
      return 'DRAFT — NOT FOR USE';
  }
}
