import 'i18next';
import type { Catalogue } from './locales/en';

// Keys are checked against the English catalogue at compile time: t('documents:missing') does not build.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Catalogue;
  }
}
