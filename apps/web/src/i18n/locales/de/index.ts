import type { Messages } from '../../messages';
import type { Catalogue } from '../en';
import common from './common';
import documents from './documents';
import documentBulk from './document-bulk';
import documentView from './document-view';
import workflow from './workflow';
import users from './users';
import profile from './profile';
import audit from './audit';
import versions from './versions';
import signatures from './signatures';
import auth from './auth';
import landing from './landing';
import shell from './shell';
import theme from './theme';
import status from './status';
import system from './system';
import search from './search';
import dashboard from './dashboard';
import notifications from './notifications';
import cart from './cart';
import copies from './copies';
import training from './training';
import reference from './reference';
import domain from './domain';
import errors from './errors';
import validation from './validation';
import viewer from './viewer';
import documentReferences from './document-references';
import periodicReviews from './periodic-reviews';
import auditReviews from './audit-reviews';
import auditActions from './audit-actions';
import backups from './backups';
import retention from './retention';
import signatureConfig from './signature-config';
import systemPreferences from './system-preferences';
import settingChanges from './setting-changes';
import diagnostics from './diagnostics';
import security from './security';
import qualification from './qualification';
import repositories from './repositories';
import integrations from './integrations';

const de: Messages<Catalogue> = {
  common,
  documents,
  documentBulk,
  documentView,
  workflow,
  users,
  profile,
  audit,
  versions,
  signatures,
  auth,
  landing,
  shell,
  theme,
  status,
  system,
  search,
  dashboard,
  notifications,
  cart,
  copies,
  training,
  reference,
  domain,
  errors,
  validation,
  viewer,
  documentReferences,
  periodicReviews,
  auditReviews,
  auditActions,
  backups,
  retention,
  signatureConfig,
  systemPreferences,
  settingChanges,
  diagnostics,
  security,
  qualification,
  repositories,
  integrations,
};

export default de;
