import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { signatures } from '../../platform/db/schema/index.ts';

export type SignatureRow = typeof signatures.$inferSelect;

/** A document's signatures, oldest first. */
export async function listDocumentSignatures(db: Db, documentId: string): Promise<SignatureRow[]> {
  return db.select().from(signatures).where(eq(signatures.documentId, documentId)).orderBy(asc(signatures.signedAt));
}

/** The document and version a signature was made on. */
export async function findSignatureScope(db: Db, id: string): Promise<{ documentId: string; versionId: string } | undefined> {
  const [sig] = await db.select({ documentId: signatures.documentId, versionId: signatures.versionId }).from(signatures).where(eq(signatures.id, id)).limit(1);
  return sig;
}
