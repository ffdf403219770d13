import { z } from 'zod';

/** Where a version's file came from (spec 02 §3 System details: importedDocument, lastSyncDate). */
export const RepositorySource = z.object({
  connectionId: z.string(),
  connectionName: z.string(),
  repositoryUrl: z.string(),
  branch: z.string(),
  commitSha: z.string(),
  path: z.string(),
  blobSha: z.string(),
  importedAt: z.iso.datetime(),
  /** When the path was last compared with the repository ("Check for updates"). */
  lastSyncDate: z.iso.datetime(),
});
export type RepositorySource = z.infer<typeof RepositorySource>;
