import auth from './auth';
import common from './common';
import errors from './errors';
import landing from './landing';
import status from './status';
import theme from './theme';
import validation from './validation';

/**
 * The English namespaces the landing and sign-in pages need, bundled with them; the rest of the catalogue loads
 * with the first page that needs it (loadFullCatalogue in ../../catalogue.ts). The domain's labels (statuses, roles,
 * actions) are not among them: they bring most of the shared contracts with them, and neither page shows one.
 */
export const enFirstScreen = { auth, common, errors, landing, status, theme, validation };
