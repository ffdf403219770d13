import * as oidc from 'openid-client';
import type { SsoSettings } from '../../config.ts';

export interface AuthorizationRequest {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/**
 * The relying-party side of OpenID Connect (openid-client): the provider's metadata is discovered at first use and
 * kept (a provider that is down at boot does not stop the server; a failed discovery is tried again next time).
 */
export class OidcClient {
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(private readonly settings: SsoSettings) {}

  private discover(): Promise<oidc.Configuration> {
    this.configuration ??= oidc
      .discovery(this.settings.issuer, this.settings.clientId, this.settings.clientSecret, undefined, {
        execute: this.settings.allowHttp ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  /**
   * Authorization code with PKCE (S256), a state and a nonce, each fresh and random; `extra` adds parameters (a
   * signer's re-authentication asks for prompt=login and max_age=0).
   */
  async authorizationRequest(extra: Record<string, string> = {}): Promise<AuthorizationRequest> {
    const configuration = await this.discover();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.settings.redirectUri,
      scope: this.settings.scopes,
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      ...extra,
    });
    return { url, state, nonce, codeVerifier };
  }

  /**
   * Exchanges the code the provider sent back (checking state, PKCE verifier, nonce and the ID token's signature,
   * issuer, audience and times) and returns the ID token's claims.
   */
  async completeAuthorization(callbackUrl: URL, checks: { state: string; nonce: string; codeVerifier: string }): Promise<Record<string, unknown>> {
    const configuration = await this.discover();
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      pkceCodeVerifier: checks.codeVerifier,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('the provider returned no ID token');
    return { ...claims };
  }
}
