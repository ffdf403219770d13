import { AppError } from '../../core/app-error.ts';
import type { AddressPolicy, PinnedAddress } from '../repositories/address-policy.ts';
import { parseOutboundUrl } from '../repositories/outbound-url.ts';

/**
 * An endpoint URL as accepted: https (http too when WEBHOOK_ALLOW_HTTP; a payload in clear text would show what
 * happened to which document to anyone on the path), no user name or password in it.
 */
export function checkWebhookUrl(url: string, allowHttp: boolean): void {
  if (!(parseOutboundUrl(url, allowHttp) instanceof URL)) throw new AppError('WEBHOOK_URL_INVALID');
}

/** The one address a delivery connects to, under the repositories' rules (no loopback, private or metadata address unless allow-listed). */
export async function pinWebhookAddress(policy: AddressPolicy, url: string): Promise<PinnedAddress> {
  const resolved = await policy.resolve(url);
  if (resolved === 'unresolved') throw new AppError('WEBHOOK_ADDRESS_UNREACHABLE');
  if (resolved === 'internal') throw new AppError('WEBHOOK_ADDRESS_NOT_ALLOWED');
  return resolved;
}
