// The test OpenID provider as a process, for the Playwright run (e2e/start-server.mjs starts it beside the server):
// OIDC_TEST_PORT and OIDC_TEST_REDIRECT_URI in; the issuer printed on stdout once it listens.
import { startTestOidcProvider } from './test-oidc-provider.ts';

/**
 * The accounts the browser specs sign in as; any other login is its own address, verified. The approver's name sorts
 * after the demo approver's, so specs that take "the first approver" still get the demo one.
 */
export const E2E_OIDC_ACCOUNTS = {
  'zoe.zimmermann': { email: 'zoe.zimmermann@sso.example', email_verified: true, name: 'Zoe Zimmermann', groups: ['staff', 'qa-approvers'] },
};

const port = Number(process.env.OIDC_TEST_PORT);
const redirectUri = process.env.OIDC_TEST_REDIRECT_URI;
if (!port || !redirectUri) {
  console.error('serve-test-provider: set OIDC_TEST_PORT and OIDC_TEST_REDIRECT_URI');
  process.exit(2);
}
const provider = await startTestOidcProvider({ port, redirectUris: [redirectUri], accounts: E2E_OIDC_ACCOUNTS });
console.log(`test OpenID provider listening, issuer ${provider.issuer}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void provider.close().then(() => process.exit(0)));
}
