import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { AppError } from '../../core/app-error.ts';

/** Where git may connect for one remote run: the host, its port, and the one address it was resolved to and checked. */
export interface PinnedAddress {
  host: string;
  port: number;
  address: string;
  family: 4 | 6;
}

export const UNREACHABLE = 'Unreachable: the repository host could not be reached.';
const INTERNAL =
  'Unreachable: the address is on a loopback, private or link-local network, which this server does not connect to. An administrator can allow it with REPOSITORY_ALLOWED_ADDRESSES.';

/**
 * Networks a repository URL may not reach: the server's own loopback, the cloud metadata service
 * (link-local), private and carrier-grade NAT ranges, and the unspecified/multicast/reserved ones. An address the
 * operator names in REPOSITORY_ALLOWED_ADDRESSES (a host name, an address or a CIDR range) is reachable all the same.
 */
const INTERNAL_NETWORKS: readonly [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['224.0.0.0', 3, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['::1', 128, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
];

const internal = new BlockList();
for (const [network, prefix, type] of INTERNAL_NETWORKS) internal.addSubnet(network, prefix, type);

/** The operator's allow-list: host names as typed, addresses and CIDR ranges in a BlockList. */
export class AddressPolicy {
  private readonly names = new Set<string>();
  private readonly allowed = new BlockList();

  constructor(entries: readonly string[]) {
    for (const entry of entries.map((e) => e.trim()).filter(Boolean)) {
      const [network, prefix] = entry.split('/');
      const family = isIP(network!);
      if (family === 0) this.names.add(entry.toLowerCase());
      else if (prefix === undefined) this.allowed.addAddress(network!, family === 4 ? 'ipv4' : 'ipv6');
      else this.allowed.addSubnet(network!, Number(prefix), family === 4 ? 'ipv4' : 'ipv6');
    }
  }

  /**
   * Resolves the URL's host once and checks every address it has; the run then connects to the checked address only
   * (git's http.curloptResolve), so a name that resolves elsewhere a moment later (DNS rebinding) changes nothing.
   */
  async pin(url: string): Promise<PinnedAddress> {
    const resolved = await this.resolve(url);
    if (resolved === 'unresolved') throw new AppError('REPOSITORY_ACCESS_ERROR', UNREACHABLE);
    if (resolved === 'internal') throw new AppError('REPOSITORY_ACCESS_ERROR', INTERNAL);
    return resolved;
  }

  /** pin's check without its repository error: the address to connect to, or why there is none (webhooks say it their way). */
  async resolve(url: string): Promise<PinnedAddress | 'unresolved' | 'internal'> {
    const parsed = new URL(url);
    const host = parsed.hostname.replace(/^\[|\]$/g, '');
    const port = parsed.port ? Number(parsed.port) : parsed.protocol === 'http:' ? 80 : 443;
    const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true, verbatim: true }).catch(() => []);
    if (addresses.length === 0) return 'unresolved';
    if (!this.names.has(host.toLowerCase()) && addresses.some((a) => this.isInternal(a.address, a.family))) return 'internal';
    const first = addresses[0]!;
    return { host, port, address: first.address, family: first.family === 6 ? 6 : 4 };
  }

  private isInternal(address: string, family: number): boolean {
    const type = family === 6 ? 'ipv6' : 'ipv4';
    // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is.
    const mapped = type === 'ipv6' ? /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] : undefined;
    if (mapped) return this.isInternal(mapped, 4);
    return internal.check(address, type) && !this.allowed.check(address, type);
  }
}

/** The value of git's http.curloptResolve for a pinned address (curl's --resolve: host:port:address). */
export const curlResolve = (pinned: PinnedAddress) => `${pinned.host}:${pinned.port}:${pinned.family === 6 ? `[${pinned.address}]` : pinned.address}`;
