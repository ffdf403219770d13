import { isRole } from '@attest/domain';
import { capitalize } from '@/lib/format';
import { i18n } from '@/i18n';
import { roleLabel } from '@/i18n/labels';
import { en } from '@/i18n/locales/en';

type EntityType = keyof typeof en.audit.entityType;
const isEntityType = (type: string): type is EntityType => Object.hasOwn(en.audit.entityType, type);

/** The kind of record an audit event is about, in the reader's language; a kind the interface does not know shows as stored. */
export const entityTypeLabel = (type: string) => (isEntityType(type) ? i18n.t(`audit:entityType.${type}`) : capitalize(type));

/** A role as a record stored it (the actor's, the signer's): its label when it is one of today's roles, else as stored. */
export const storedRoleLabel = (role: string) => (isRole(role) ? roleLabel(role) : role);
