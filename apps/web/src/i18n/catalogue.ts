import { i18n } from './index';

let full: Promise<void> | undefined;

/**
 * Adds the English namespaces the first screen did not bundle. Every route but the landing and sign-in pages waits
 * for it (the router's beforeLoad); those two start it once the page has loaded, so the next page finds it ready.
 */
export function loadFullCatalogue(): Promise<void> {
  full ??= import('./locales/en').then(({ en }) => {
    for (const [namespace, messages] of Object.entries(en)) {
      if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, messages);
    }
  });
  return full;
}
