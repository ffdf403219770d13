import { describe, expect, it } from 'vitest';
import { en } from './locales/en';
import es from './locales/es';
import fr from './locales/fr';
import de from './locales/de';

type Tree = { readonly [key: string]: unknown };

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every leaf of a namespace by its dotted key. */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isTree(value)) for (const [inner, leaf] of leaves(value, path)) out.set(inner, leaf);
    else out.set(path, value);
  }
  return out;
}

/** The `{{placeholders}}` of a message (formatting options ignored), sorted. */
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort();
/** The <Trans> component tags of a message (`<0>`, `</0>`, `<1/>`, `<strong>`…), sorted. */
const transTags = (text: string) => [...text.matchAll(/<\/?[\w-]+\s*\/?>/g)].map((m) => m[0].replace(/\s+/g, '')).sort();

/** What is wrong with one language's namespace compared with English, one line per problem. */
function problems(language: string, namespace: string, english: Tree, translated: unknown): string[] {
  const where = (key: string) => `${language}:${namespace}:${key}`;
  if (!isTree(translated)) return [`${language}:${namespace} is missing`];
  const source = leaves(english);
  const target = leaves(translated);
  const found: string[] = [];
  for (const key of source.keys()) if (!target.has(key)) found.push(`${where(key)} is missing`);
  for (const [key, value] of target) {
    const original = source.get(key);
    if (original === undefined) {
      found.push(`${where(key)} is not in English`);
      continue;
    }
    if (typeof value !== 'string' || value.trim() === '') {
      found.push(`${where(key)} is not a non-empty string`);
      continue;
    }
    if (typeof original !== 'string') continue;
    const [want, got] = [placeholders(original), placeholders(value)];
    if (want.join() !== got.join()) found.push(`${where(key)} has placeholders [${got.join(', ')}], English has [${want.join(', ')}]`);
    const [wantTags, gotTags] = [transTags(original), transTags(value)];
    if (wantTags.join() !== gotTags.join()) found.push(`${where(key)} has tags [${gotTags.join(' ')}], English has [${wantTags.join(' ')}]`);
  }
  return found;
}

const namespaces = Object.keys(en) as (keyof typeof en)[];

describe.each([
  ['es', es],
  ['fr', fr],
  ['de', de],
])('the %s catalogue', (language, catalogue) => {
  it('has exactly the English namespaces', () => {
    expect(Object.keys(catalogue).sort()).toEqual([...namespaces].sort());
  });

  it.each(namespaces)('mirrors the English %s namespace: keys, non-empty texts, placeholders and tags', (namespace) => {
    expect(problems(language, namespace, en[namespace], catalogue[namespace])).toEqual([]);
  });
});

describe('the English catalogue', () => {
  it.each(namespaces)('has a non-empty text for every key of %s', (namespace) => {
    const empty = [...leaves(en[namespace])].filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => `en:${namespace}:${key}`);
    expect(empty).toEqual([]);
  });
});
