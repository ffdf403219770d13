import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/client.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { loadAuditSecret } from '../audit/audit-secret.ts';
import { AddressPolicy } from '../repositories/address-policy.ts';
import { TokenCipher } from '../repositories/token-crypto.ts';
import { LrsClient } from './lrs-client.ts';
import { LMS_RECONCILE_JOB, LMS_RECONCILE_SCHEDULE, lmsReconcileJob, lmsSendStatementJob } from './lms-jobs.ts';
import { sendTrainingToLms } from './lms-outbox.ts';
import type { LmsDeps } from './lms.service.ts';

/** One LRS call at most this long: a slow LRS holds a job attempt, never a person's request. */
const LRS_TIMEOUT_MS = 10_000;

/**
 * Training records to the LMS over xAPI (spec 01 §1 "LMS integration"): training's events become statements in the outbox, sent by the
 * job queue and reconciled nightly. The key is encrypted like repository tokens and the LRS reached under the same
 * outbound address rules (REPOSITORY_TOKEN_KEY, REPOSITORY_ALLOWED_ADDRESSES, REPOSITORY_ALLOW_HTTP).
 */
export async function registerLms(app: FastifyInstance, deps: { config: Config; db: Db; jobs: JobQueue; clock: Clock }): Promise<LmsDeps> {
  const settings = deps.config.repositories;
  const addresses = new AddressPolicy(settings.allowedAddresses);
  const lms: LmsDeps = {
    db: deps.db,
    jobs: deps.jobs,
    client: new LrsClient(addresses, LRS_TIMEOUT_MS),
    cipher: new TokenCipher(settings.tokenKey ?? (await loadAuditSecret(deps.config)).secret),
    addresses,
    clock: deps.clock,
    allowHttp: settings.allowHttp,
  };
  const outbox = { jobs: deps.jobs, publicUrl: deps.config.publicUrl, clock: deps.clock };
  sendTrainingToLms(outbox);
  deps.jobs.register(lmsSendStatementJob(lms, app.log));
  deps.jobs.register(lmsReconcileJob(lms, outbox, app.log));
  await deps.jobs.schedule(LMS_RECONCILE_JOB, LMS_RECONCILE_SCHEDULE);
  return lms;
}
