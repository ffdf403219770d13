const MIGRATION_NAME = /^\d{4}_[a-z0-9_]+\.sql$/;

/**
 * Why an archive's schema cannot be restored here, or null when every migration it lists is known. Migrations are
 * numbered and forward-only, so a newer release only adds names after this release's newest; a name that is not a
 * migration's, or sorts among ours, was never written by any release: the manifest is damaged, whatever its version.
 */
export function schemaProblem(listed: readonly string[], known: readonly string[], archiveVersion: string): string | null {
  const knownSet = new Set(known);
  const unknown = listed.filter((name) => !knownSet.has(name));
  if (unknown.length === 0) return null;
  const newest = [...known].sort().at(-1) ?? '';
  const impossible = unknown.filter((name) => !MIGRATION_NAME.test(name) || name <= newest);
  if (impossible.length) {
    return `The archive's manifest is damaged: it lists migrations no release of Attest has (${impossible.join(', ')}). Do not trust this archive; restore another backup.`;
  }
  return `The archive was made by a newer release of Attest (${archiveVersion}; migrations ${unknown.join(', ')} are unknown here): restore it with that release or a later one.`;
}
