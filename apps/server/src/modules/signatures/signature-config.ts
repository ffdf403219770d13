import { SIGNATURE_CONFIG_DEFAULTS, SignatureConfig } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { defineSetting, readSetting } from '../../platform/settings/settings.ts';

/** Spec 02 §3 Signature configuration, one setting; the signing service and the workflow enforce it. */
export const SIGNATURE_CONFIG_SETTING = defineSetting<SignatureConfig>({
  key: 'signatureConfig',
  schema: SignatureConfig,
  default: SIGNATURE_CONFIG_DEFAULTS,
  auditAction: 'Signature Configuration Changed',
});

/** The configuration in force, read in the caller's transaction (so a signing sees the value it commits against). */
export async function signatureConfig(db: Db): Promise<SignatureConfig> {
  return (await readSetting(db, SIGNATURE_CONFIG_SETTING)).value;
}
