import type { Database, RawConnection } from './client.ts';

/**
 * The server does not run as the owner of its tables. The owner (migrations) can disable triggers and rewrite
 * evidence; the runtime role may read and write the working tables but only INSERT and SELECT the evidence tables,
 * and, not owning them, can neither alter their triggers nor truncate them.
 */
export const EVIDENCE_TABLES = ['audit_events', 'audit_seals', 'signatures'] as const;

/** The role the embedded database switches to after migrating (PGlite has one session user, a superuser). */
export const EMBEDDED_RUNTIME_ROLE = 'attest_runtime';

const quoteIdent = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** Run as the owner after every migration: idempotent, and covers tables added since the last start. */
export async function grantRuntimeRole(owner: RawConnection, role: string): Promise<void> {
  const r = quoteIdent(role);
  const evidence = EVIDENCE_TABLES.join(', ');
  await owner.exec(`
    GRANT USAGE ON SCHEMA public TO ${r};
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${r};
    GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${r};
    REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON ${evidence} FROM ${r};
    REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON schema_migrations FROM ${r};`);
}

/**
 * PGlite: create the runtime role, grant it, and make it this connection's role. The process could RESET ROLE (its
 * session user is a superuser), so on the embedded database this only keeps the server's own statements from
 * changing evidence; the keyed seals and the checkpoints outside the database are what detect a rewrite.
 */
export async function useEmbeddedRuntimeRole(database: Database): Promise<void> {
  await database.withConnection(async (conn) => {
    await conn.exec(`DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${EMBEDDED_RUNTIME_ROLE}') THEN CREATE ROLE ${EMBEDDED_RUNTIME_ROLE} NOLOGIN; END IF;
    END $$;`);
    await grantRuntimeRole(conn, EMBEDDED_RUNTIME_ROLE);
    await conn.exec(`SET ROLE ${EMBEDDED_RUNTIME_ROLE}`);
  });
}

/** Whether the connected role could rewrite the audit trail (it owns the table, or may UPDATE or DELETE it). */
export async function runtimeOwnsEvidence(database: Database): Promise<boolean> {
  return database.withConnection(async (conn) => {
    const [row] = await conn.query<{ risky: boolean }>(`
      SELECT pg_has_role(current_user, c.relowner, 'MEMBER')
          OR has_table_privilege(current_user, 'audit_events', 'UPDATE')
          OR has_table_privilege(current_user, 'audit_events', 'DELETE') AS risky
      FROM pg_class c WHERE c.oid = 'audit_events'::regclass`);
    return row?.risky ?? true;
  });
}
