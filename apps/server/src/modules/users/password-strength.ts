import type { FieldMessageKey } from '@attest/domain';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** zxcvbn's score a new password needs: 3 is "safely unguessable" (about 10^8 guesses and more). */
export const MIN_PASSWORD_SCORE = 3;
/**
 * The estimate looks at this many characters at most: its matching grows faster than linearly with the length and
 * runs on the event loop. A password this long is strong on its length alone unless its start is weak.
 */
export const STRENGTH_INPUT_CHARS = 100;
/** Words every password of this installation is guessed with first. */
const PRODUCT_WORDS = ['attest', 'Attest'];

let estimator: Promise<ZxcvbnFactory> | undefined;

/** The dictionaries (a few MB) are loaded once, on the first password set, not at start. */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
    ([core, common, en]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        maxLength: STRENGTH_INPUT_CHARS,
      }),
  );
  return estimator;
}

/** The person's name, e-mail and its parts, and the product's name: what an attacker who knows the account tries. */
export function personalWords(person: { name?: string; email: string }): string[] {
  const email = person.email.toLowerCase();
  const [local = email, domain = ''] = email.split('@');
  const name = person.name?.trim() ?? '';
  const emailWords = [email, local, domain, ...email.split(/[@._+-]+/)];
  const nameWords = name ? [name, name.replace(/\s+/g, ''), ...name.split(/\s+/)] : [];
  return [...PRODUCT_WORDS, ...emailWords, ...nameWords].filter((word) => word.length > 1);
}


const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The password with every personal word (3+ characters, any case) cut out, longest first. */
function withoutWords(password: string, words: string[]): string {
  return [...new Set(words.filter((word) => word.length >= 3))]
    .sort((a, b) => b.length - a.length)
    .reduce((rest, word) => rest.replace(new RegExp(escapeRegExp(word), 'gi'), ''), password);
}

/**
 * null when the password is strong enough; otherwise the field message that says why it is not. zxcvbn alone scores
 * joined personal words ("jordan.ellsworth@attest") as strong, so what is left once they are cut out must be strong
 * on its own: the parts an attacker knows add nothing.
 */
export async function passwordWeakness(password: string, person: { name?: string; email: string }): Promise<FieldMessageKey | null> {
  const zxcvbn = await loadEstimator();
  const input = password.slice(0, STRENGTH_INPUT_CHARS);
  const words = personalWords(person);
  const result = zxcvbn.check(input, words);
  // zxcvbn's reason: the person's own words, or else the patterns and common words it found.
  if (result.score < MIN_PASSWORD_SCORE) return result.feedback.warning === 'userInputs' ? 'passwordWeakPersonal' : 'passwordWeak';
  const rest = withoutWords(input, words);
  if (rest !== input && zxcvbn.check(rest).score < MIN_PASSWORD_SCORE) return 'passwordWeakPersonal';
  return null;
}
