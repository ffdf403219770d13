import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/client.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { loadAuditSecret } from '../audit/audit-secret.ts';
import { AddressPolicy } from '../repositories/address-policy.ts';
import { TokenCipher } from '../repositories/token-crypto.ts';
import { registerWebhookDeliveries, WEBHOOK_TIMEOUT_MS } from './webhook-deliver.job.ts';
import { configureWebhookOutbox } from './webhook-outbox.ts';
import { sendWebhooksOnRecords } from './webhook-record-sources.ts';
import { sendWebhooksOnLifecycle } from './webhook-sources.ts';
import type { WebhookAdminDeps } from './webhooks.service.ts';

/**
 * Webhooks: the delivery job, the subscriptions (the lifecycle; training, copies, periodic reviews, audit checkpoints) and what the admin routes work with. Secrets
 * are encrypted as repository tokens are (REPOSITORY_TOKEN_KEY or the audit secret), under a key of their own.
 */
export async function registerWebhooks(deps: { config: Config; db: Db; jobs: JobQueue }): Promise<WebhookAdminDeps> {
  const secret = deps.config.repositories.tokenKey ?? (await loadAuditSecret(deps.config)).secret;
  const cipher = new TokenCipher(secret, 'attest webhook secrets v1');
  const addresses = new AddressPolicy(deps.config.webhooks.allowedAddresses);
  configureWebhookOutbox({ jobs: deps.jobs, source: deps.config.publicUrl });
  const { allowHttp } = deps.config.webhooks;
  registerWebhookDeliveries(deps.jobs, { db: deps.db, cipher, addresses, timeoutMs: WEBHOOK_TIMEOUT_MS, allowHttp });
  sendWebhooksOnLifecycle();
  sendWebhooksOnRecords();
  return { db: deps.db, cipher, addresses, allowHttp };
}
