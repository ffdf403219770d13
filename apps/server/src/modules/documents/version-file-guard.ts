import { AppError } from '../../core/app-error.ts';

/**
 * What is reviewed, signed and released is a version's content: one without a file cannot move towards release.
 * Every workflow step, every release path and every signature on a version's content calls this one guard.
 */
export function assertVersionHasFile(version: { blobSha256: string | null }): void {
  if (!version.blobSha256) throw new AppError('VERSION_HAS_NO_FILE');
}
