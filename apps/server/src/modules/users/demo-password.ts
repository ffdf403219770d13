/**
 * The password of every demo account, printed at seeding and written in the README. Known to the world, so a real
 * installation refuses it as a new password (new-password.ts); only demo mode accepts it.
 */
export const DEMO_PASSWORD = 'Attest-Demo-2026';
