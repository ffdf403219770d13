type Tree = { [key: string]: string | Tree };

/**
 * The catalogues write each plural as `_one` and `_other`. CLDR gives French and Spanish a third form, `many`,
 * for round millions; without a `_many` key i18next would fall back to the English text. Here `many` reads as
 * `other`, which is what those languages use for such numbers anyway.
 */
export function withManyForms<T extends Tree>(messages: T): T {
  const out: Tree = {};
  for (const [key, value] of Object.entries(messages)) {
    out[key] = typeof value === 'string' ? value : withManyForms(value);
    const many = key.endsWith('_other') ? `${key.slice(0, -'_other'.length)}_many` : null;
    if (many && typeof value === 'string' && !(many in messages)) out[many] = value;
  }
  return out as T;
}
