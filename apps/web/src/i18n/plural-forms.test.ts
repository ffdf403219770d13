import { describe, expect, it } from 'vitest';
import { i18n } from './index';
import { applyLanguage } from './language';
import { withManyForms } from './plural-forms';

// A namespace of the test's own, outside the typed catalogue: the check must not depend on a feature's wording.
const translate = i18n.t.bind(i18n) as unknown as (key: string, options: { count: number }) => string;

describe('withManyForms', () => {
  it('adds a _many form equal to _other, at every depth, without replacing an existing one', () => {
    const tree = {
      files_one: '{{count}} fichier',
      files_other: '{{count}} fichiers',
      nested: { rows_one: '{{count}} ligne', rows_other: '{{count}} lignes', rows_many: '{{count}} de lignes' },
    };
    expect(withManyForms(tree)).toEqual({
      ...tree,
      files_many: '{{count}} fichiers',
      nested: { ...tree.nested },
    });
  });

  it('gives the French _other text, not the English one, for a round million', async () => {
    i18n.addResourceBundle('en', 'pluralCheck', { documents_one: '{{count}} document (en)', documents_other: '{{count}} documents (en)' });
    i18n.addResourceBundle('fr', 'pluralCheck', withManyForms({ documents_one: '{{count}} document', documents_other: '{{count}} documents' }));
    await applyLanguage('fr');
    expect(translate('pluralCheck:documents', { count: 1_000_000 })).toBe('1000000 documents');
    expect(translate('pluralCheck:documents', { count: 1 })).toBe('1 document');
  });
});
