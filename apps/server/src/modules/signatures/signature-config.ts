import { SIGNATURE_CONFIG_CONTROLS, SIGNATURE_CONFIG_DEFAULTS, SignatureConfig, weakenedControls } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import type { FourEyesSetting } from '../../core/settings/four-eyes.ts';
import { defineSetting, readSetting } from '../../core/settings/settings.ts';

/** Spec 02 §3 Signature configuration, one setting; the signing service and the workflow enforce it. */
export const SIGNATURE_CONFIG_SETTING = defineSetting<SignatureConfig>({
  key: 'signatureConfig',
  schema: SignatureConfig,
  default: SIGNATURE_CONFIG_DEFAULTS,
  auditAction: 'Signature Configuration Changed',
});

/** A save that weakens a signature control waits for a second administrator (the four-eyes rule). */
export const SIGNATURE_CONFIG_FOUR_EYES: FourEyesSetting<SignatureConfig> = {
  definition: SIGNATURE_CONFIG_SETTING,
  noun: 'Signature Configuration',
  weakened: (before, after) => weakenedControls(SIGNATURE_CONFIG_CONTROLS, before, after),
};

/** The configuration in force, read in the caller's transaction (so a signing sees the value it commits against). */
export async function signatureConfig(db: Db): Promise<SignatureConfig> {
  return (await readSetting(db, SIGNATURE_CONFIG_SETTING)).value;
}
