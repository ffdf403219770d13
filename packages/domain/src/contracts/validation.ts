import { z } from 'zod';
import { DiagnosticStatus } from './diagnostics.ts';

/** One check of the installation qualification (IQ). */
export const InstallationCheck = z.object({
  /** Stable identifier of the check: versions, migrations, audit-chain, configuration. */
  name: z.string(),
  status: DiagnosticStatus,
  message: z.string(),
  details: z.string().optional(),
});
export type InstallationCheck = z.infer<typeof InstallationCheck>;

/** A fact of the installation: a version, or a configuration value (secrets never carry their value). */
export const InstallationFact = z.object({ name: z.string(), value: z.string() });
export type InstallationFact = z.infer<typeof InstallationFact>;

/** A stored run of the installation qualification, its report kept in the blob store. */
export const InstallationQualificationRun = z.object({
  id: z.uuid(),
  runAt: z.string(),
  runBy: z.string(),
  status: DiagnosticStatus,
  checks: z.array(InstallationCheck),
  versions: z.array(InstallationFact),
  configuration: z.array(InstallationFact),
  /** SHA-256 of the stored PDF report, as the download's file and its `.sha256` carry it. */
  reportSha256: z.string().regex(/^[0-9a-f]{64}$/),
  reportSize: z.number().int().positive(),
});
export type InstallationQualificationRun = z.infer<typeof InstallationQualificationRun>;

export const InstallationQualificationList = z.object({ runs: z.array(InstallationQualificationRun) });
export type InstallationQualificationList = z.infer<typeof InstallationQualificationList>;
