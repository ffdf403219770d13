import { JOB_NAMES, type JobName } from '@attest/domain';
import { i18n } from '@/i18n';

const isKnown = (name: string): name is JobName => (JOB_NAMES as readonly string[]).includes(name);

/** What a known job does ("E-mail" for send-mail), in the reader's language; null for a name not listed. */
export function jobDescription(name: string): string | null {
  return isKnown(name) ? i18n.t(`system:jobs.names.${name}`) : null;
}
