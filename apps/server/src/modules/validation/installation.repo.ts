import { desc, eq } from 'drizzle-orm';
import type { InstallationQualificationRun } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/identity.ts';
import { installationQualifications } from '../../platform/db/schema/installation-qualifications.ts';

/** How many runs System Administration lists. */
const LISTED = 20;

const columns = {
  id: installationQualifications.id,
  runAt: installationQualifications.runAt,
  runBy: users.name,
  status: installationQualifications.status,
  findings: installationQualifications.findings,
  reportSha256: installationQualifications.reportSha256,
  reportSize: installationQualifications.reportSize,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

const present = ({ findings, runAt, ...row }: Row): InstallationQualificationRun => ({ ...row, ...findings, runAt: runAt.toISOString() });

export async function insertInstallationQualification(tx: Db, row: typeof installationQualifications.$inferInsert): Promise<string> {
  const [inserted] = await tx.insert(installationQualifications).values(row).returning({ id: installationQualifications.id });
  return inserted!.id;
}

/** The newest runs first. */
export async function listInstallationQualifications(db: Db): Promise<InstallationQualificationRun[]> {
  const rows = await db.select(columns).from(installationQualifications).innerJoin(users, eq(users.id, installationQualifications.runBy)).orderBy(desc(installationQualifications.runAt), desc(installationQualifications.id)).limit(LISTED);
  return rows.map(present);
}

export async function findInstallationQualification(db: Db, id: string): Promise<InstallationQualificationRun | null> {
  const [row] = await db.select(columns).from(installationQualifications).innerJoin(users, eq(users.id, installationQualifications.runBy)).where(eq(installationQualifications.id, id)).limit(1);
  return row ? present(row) : null;
}
