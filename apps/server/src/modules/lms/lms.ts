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
 * job queue and reconciled nightly. The key is encrypted like repository tokens (REPOSITORY_TOKEN_KEY) and the LRS
 * reached under the repositories' outbound address rules with an allow-list of its own (LMS_ALLOWED_ADDRESSES,
 * LMS_ALLOW_HTTP).
 */
export async function registerLms(app: FastifyInstance, deps: { config: Config; db: Db; jobs: JobQueue; clock: Clock }): Promise<LmsDeps> {
  const addresses = new AddressPolicy(deps.config.lms.allowedAddresses);
  const lms: LmsDeps = {
    db: deps.db,
    jobs: deps.jobs,
    client: new LrsClient(addresses, LRS_TIMEOUT_MS, deps.config.lms.allowHttp),
    cipher: new TokenCipher(deps.config.repositories.tokenKey ?? (await loadAuditSecret(deps.config)).secret),
    addresses,
    clock: deps.clock,
    allowHttp: deps.config.lms.allowHttp,
  };
  const outbox = { jobs: deps.jobs, publicUrl: deps.config.publicUrl, clock: deps.clock };
  sendTrainingToLms(outbox);
  deps.jobs.register(lmsSendStatementJob(lms, app.log));
  deps.jobs.register(lmsReconcileJob(lms, outbox, app.log));
  await deps.jobs.schedule(LMS_RECONCILE_JOB, LMS_RECONCILE_SCHEDULE);
  return lms;
}
