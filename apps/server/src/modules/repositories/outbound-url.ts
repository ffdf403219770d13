/** Why an address is not one the server calls out to: it is no URL at all, or its scheme or credentials are refused. */
export type OutboundUrlProblem = 'unparsable' | 'refused';

/**
 * An address the server may call out to (a repository, a webhook receiver, an LRS): https, or http too when the
 * operator's *_ALLOW_HTTP switch allows it (otherwise what is sent would cross the network in clear text), and no
 * user name or password inside it (credentials have fields of their own, kept encrypted). The host is checked
 * separately, by AddressPolicy, when the call is made.
 */
export function parseOutboundUrl(url: string, allowHttp: boolean): URL | OutboundUrlProblem {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'unparsable';
  }
  const schemes = allowHttp ? ['https:', 'http:'] : ['https:'];
  return schemes.includes(parsed.protocol) && !parsed.username && !parsed.password ? parsed : 'refused';
}
