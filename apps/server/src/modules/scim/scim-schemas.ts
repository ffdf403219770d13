// The SCIM schema URNs (RFC 7643 §8.7, RFC 7644 §3.12) and the discovery documents (RFC 7643 §5–§7).

export const SCIM_USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const SCIM_GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const SCIM_LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const SCIM_PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const SCIM_ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';
const SPC_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig';
const RESOURCE_TYPE_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ResourceType';
const SCHEMA_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Schema';

/** The most resources one list answer holds (and the default page). */
export const SCIM_MAX_RESULTS = 200;

export const serviceProviderConfig = (base: string) => ({
  schemas: [SPC_SCHEMA],
  documentationUri: 'https://datatracker.ietf.org/doc/html/rfc7644',
  patch: { supported: true },
  bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
  filter: { supported: true, maxResults: SCIM_MAX_RESULTS },
  changePassword: { supported: false },
  sort: { supported: false },
  etag: { supported: false },
  authenticationSchemes: [
    { type: 'oauthbearertoken', name: 'Bearer token', description: 'A SCIM token an Attest administrator issued (Integrations → SCIM tokens).', primary: true },
  ],
  meta: { resourceType: 'ServiceProviderConfig', location: `${base}/ServiceProviderConfig` },
});

export const resourceTypes = (base: string) => [
  { schemas: [RESOURCE_TYPE_SCHEMA], id: 'User', name: 'User', endpoint: '/Users', description: 'An Attest user (deactivated, never deleted)', schema: SCIM_USER_SCHEMA, meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/User` } },
  { schemas: [RESOURCE_TYPE_SCHEMA], id: 'Group', name: 'Group', endpoint: '/Groups', description: 'One of the six Attest roles', schema: SCIM_GROUP_SCHEMA, meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/Group` } },
];

type Attribute = Record<string, unknown>;
const attr = (name: string, extra: Attribute = {}): Attribute => ({
  name,
  type: 'string',
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...extra,
});

const userAttributes: Attribute[] = [
  attr('userName', { required: true, uniqueness: 'server', description: 'The e-mail address; never given to another user, even after deactivation.' }),
  attr('externalId', { caseExact: true, uniqueness: 'server' }),
  attr('name', { type: 'complex', subAttributes: [attr('formatted'), attr('givenName'), attr('familyName')] }),
  attr('displayName'),
  attr('title'),
  attr('active', { type: 'boolean' }),
  attr('emails', { type: 'complex', multiValued: true, subAttributes: [attr('value'), attr('type'), attr('primary', { type: 'boolean' })] }),
  attr('groups', { type: 'complex', multiValued: true, mutability: 'readOnly', subAttributes: [attr('value', { mutability: 'readOnly' }), attr('display', { mutability: 'readOnly' })] }),
];

const groupAttributes: Attribute[] = [
  attr('displayName', { required: true, mutability: 'readOnly', uniqueness: 'server' }),
  attr('members', { type: 'complex', multiValued: true, subAttributes: [attr('value', { mutability: 'immutable' }), attr('display', { mutability: 'readOnly' })] }),
];

export const schemas = (base: string) => [
  { schemas: [SCHEMA_SCHEMA], id: SCIM_USER_SCHEMA, name: 'User', description: 'User Account', attributes: userAttributes, meta: { resourceType: 'Schema', location: `${base}/Schemas/${SCIM_USER_SCHEMA}` } },
  { schemas: [SCHEMA_SCHEMA], id: SCIM_GROUP_SCHEMA, name: 'Group', description: 'An Attest role', attributes: groupAttributes, meta: { resourceType: 'Schema', location: `${base}/Schemas/${SCIM_GROUP_SCHEMA}` } },
];

/** A list answer (RFC 7644 §3.4.2). */
export function listResponse<T>(resources: T[], totalResults: number, startIndex: number) {
  return { schemas: [SCIM_LIST_SCHEMA], totalResults, startIndex, itemsPerPage: resources.length, Resources: resources };
}
