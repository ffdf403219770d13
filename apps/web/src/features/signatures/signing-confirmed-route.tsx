import { getRouteApi } from '@tanstack/react-router';
import { SIGNING_CONFIRMED_PATH } from '@attest/domain';
import { SigningConfirmedPage } from './signing-confirmed-page';

const routeApi = getRouteApi(SIGNING_CONFIRMED_PATH);

/** /signing-confirmed: the provider sent the signer's window back (?sso_error= when the server refused). */
export function SigningConfirmedRoute() {
  const { sso_error: error } = routeApi.useSearch();
  return <SigningConfirmedPage error={error} />;
}
