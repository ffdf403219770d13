import { PASSWORD_MIN_LENGTH } from '@attest/domain';

let list: Promise<Set<string>> | undefined;

/**
 * The commonly used passwords NIST SP 800-63B asks a verifier to refuse: the zxcvbn-ts project's list of the most
 * common passwords from public breach corpora (@zxcvbn-ts/language-common), shipped offline in the package. Only
 * entries a password could be (at least the minimum length) are kept; loaded once, on first use.
 */
function commonPasswords(): Promise<Set<string>> {
  list ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].filter((p) => p.length >= PASSWORD_MIN_LENGTH).map((p) => p.toLowerCase())),
  );
  return list;
}

/** Whether the password is on the list, whatever its case ("Password123" is "password123"). */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}
