import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where an archive and its pieces live in the backup folder; temporary names start with a dot. */
export function backupPaths(dir: string, fileName: string) {
  return {
    archive: path.join(dir, fileName),
    /** `sha256sum -c` reads it: the archive's own SHA-256, beside it. */
    checksum: path.join(dir, `${fileName}.sha256`),
    partial: path.join(dir, `.${fileName}.partial`),
    dump: path.join(dir, `.${fileName}.database`),
  };
}

/** attest-backup-20261125-031500Z-1a2b3c4d.tar (.tar.age when encrypted): sorts by time, unique by the backup's id. */
export function archiveFileName(id: string, at: Date, suffix = '.tar'): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `attest-backup-${stamp}Z-${id.slice(0, 8)}${suffix}`;
}

export async function prepareBackupDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
}

export async function writeChecksumFile(filePath: string, sha256: string, fileName: string): Promise<void> {
  await writeFile(filePath, `${sha256}  ${fileName}\n`, { mode: 0o600 });
}

/** Removes the temporary pieces of a backup (after a failure, nothing partial is left behind). */
export async function removeTemporaries(paths: ReturnType<typeof backupPaths>): Promise<void> {
  await Promise.all([rm(paths.partial, { force: true }), rm(paths.dump, { force: true })]);
}

export async function removeArchive(paths: ReturnType<typeof backupPaths>): Promise<void> {
  await Promise.all([rm(paths.archive, { force: true }), rm(paths.checksum, { force: true })]);
}
