import type { Statement } from '@xapi/xapi';
import type { LmsStatementKind } from '@attest/domain';

/**
 * The verbs (xAPI 1.0.3 §2.4.3): ADL's registered vocabulary for experienced (the trainee opened the version), completed, passed and failed; ADL has no
 * "assigned", so it is the one of the xAPI TLA vocabulary (https://w3id.org/xapi/tla/verbs/assigned).
 */
export const XAPI_VERBS: Record<LmsStatementKind, { id: string; display: { 'en-US': string } }> = {
  assigned: { id: 'https://w3id.org/xapi/tla/verbs/assigned', display: { 'en-US': 'assigned' } },
  experienced: { id: 'http://adlnet.gov/expapi/verbs/experienced', display: { 'en-US': 'experienced' } },
  completed: { id: 'http://adlnet.gov/expapi/verbs/completed', display: { 'en-US': 'completed' } },
  passed: { id: 'http://adlnet.gov/expapi/verbs/passed', display: { 'en-US': 'passed' } },
  failed: { id: 'http://adlnet.gov/expapi/verbs/failed', display: { 'en-US': 'failed' } },
};

/** Reading a controlled document is the lesson; ADL's activity type. */
export const XAPI_ACTIVITY_TYPE = 'http://adlnet.gov/expapi/activities/lesson';

/** What a statement says: who, which document version, when, and for a quiz its score (whole percent). */
export interface StatementFacts {
  id: string;
  kind: LmsStatementKind;
  at: Date;
  person: { name: string; email: string };
  version: { documentId: string; versionId: string; docNumber: string; title: string; label: string };
  quiz?: { score: number; passed: boolean };
}

/** The activity of a document version: its address in Attest, so the LMS links back to it. */
export const activityIdOf = (publicUrl: string, documentId: string, versionId: string) => `${publicUrl.replace(/\/+$/, '')}/documents/${documentId}/versions/${versionId}`;

/** One xAPI 1.0.3 statement; its id is fixed by the caller and stored, so a resend is the same statement. */
export function buildStatement(publicUrl: string, facts: StatementFacts): Statement {
  const { person, version } = facts;
  const statement: Statement = {
    id: facts.id,
    actor: { objectType: 'Agent', name: person.name, mbox: `mailto:${person.email}` },
    verb: XAPI_VERBS[facts.kind],
    object: {
      objectType: 'Activity',
      id: activityIdOf(publicUrl, version.documentId, version.versionId),
      definition: { name: { 'en-US': `${version.docNumber} ${version.title} v${version.label}` }, type: XAPI_ACTIVITY_TYPE },
    },
    timestamp: facts.at.toISOString(),
    context: { platform: 'Attest' },
  };
  if (facts.kind === 'completed') statement.result = { completion: true };
  if (facts.quiz) {
    const { score, passed } = facts.quiz;
    statement.result = { score: { scaled: score / 100, raw: score, min: 0, max: 100 }, success: passed, completion: true };
  }
  return statement;
}
