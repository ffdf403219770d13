import auth from './auth';
import common from './common';
import domain from './domain';
import errors from './errors';
import landing from './landing';
import status from './status';
import theme from './theme';
import validation from './validation';

/**
 * The English namespaces the landing and sign-in pages need, bundled with them; the rest of the catalogue loads
 * with the first page that needs it (loadFullCatalogue in ../../catalogue.ts).
 */
export const enFirstScreen = { auth, common, domain, errors, landing, status, theme, validation };
