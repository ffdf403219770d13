import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { addDays, addMonths, nextVersionLabel, releasedVersionLabel, type Category, type Department, type DocumentDetail, type WorkflowActionRequest } from '@attest/domain';
import { InjectClient } from '../http/inject-client.ts';
import { multipart } from '../http/multipart-body.ts';
import type { DemoFate, DemoSop } from './demo-sop.ts';
import { OPERATIONS_SOPS } from './demo-sops-operations.ts';
import { QUALITY_SYSTEM_SOPS } from './demo-sops-quality-system.ts';
import { RELEASE_SOPS } from './demo-sops-release.ts';
import { DEMO_USERS } from './demo-users.ts';
import { DEMO_PASSWORD } from '../modules/users/demo-password.ts';
import { signatureMark } from './signature-mark.ts';
import { seedDemoWork } from './demo-work.ts';
import type { Db } from '../platform/db/client.ts';
import { buildSopDocx, type SopEdition } from '../platform/docx/sop-docx.ts';

/** Who holds the controlled copy the demo's revision calls back. */
const CONTROLLED_COPY_HOLDER = { holder: 'Elena Novak', location: 'Packaging line 2, work station binder' };
/** Each pass runs every due job (earlier documents' renditions first), so a few passes are enough. */
const RENDITION_PASSES = 20;

export const DEMO_LIBRARY: readonly DemoSop[] = [...QUALITY_SYSTEM_SOPS, ...OPERATIONS_SOPS, ...RELEASE_SOPS];

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const ACTORS = ['author', 'reviewer', 'approver', 'admin', 'document_coordinator'] as const;
type Actor = (typeof ACTORS)[number];
// Fates whose document gets released: its file prints '1', the label its first release takes (versioning.ts).
const RELEASED: readonly DemoFate[] = ['effective', 'superseded', 'obsolete'];

function demoUser(role: Actor) {
  const user = DEMO_USERS.find((u) => u.role === role);
  if (!user) throw new Error(`no demo user with the role ${role}`);
  return user;
}

function ok(response: LightMyRequestResponse, what: string): LightMyRequestResponse {
  if (response.statusCode >= 300) throw new Error(`${what} answered ${response.statusCode}: ${response.body}`);
  return response;
}

/**
 * Builds the demo library through the HTTP API, signed in as the demo people, so every document has the audit
 * trail, workflows and electronic signatures the screens would have given it.
 */
class DemoLibraryBuilder {
  private signatures = 0;

  private constructor(
    private readonly app: FastifyInstance,
    private readonly as: Record<Actor, InjectClient>,
    private readonly reference: { categories: Category[]; departments: Department[]; reviewer: string; approver: string },
    private readonly today: string,
  ) {}

  static async start(app: FastifyInstance, today: string): Promise<DemoLibraryBuilder> {
    const clients = await Promise.all(
      ACTORS.map(async (role) => {
        const client = new InjectClient(app, 'Attest demo seed');
        await client.signIn(demoUser(role).email, DEMO_PASSWORD);
        return [role, client] as const;
      }),
    );
    const as = Object.fromEntries(clients) as Record<Actor, InjectClient>;
    const get = async <T>(url: string) => ok(await as.author.request('GET', url), `GET ${url}`).json<T>();
    const [categories, departments, reviewers, approvers] = await Promise.all([
      get<Category[]>('/api/categories'),
      get<Department[]>('/api/departments'),
      get<{ id: string }[]>('/api/users/assignable?role=reviewer'),
      get<{ id: string }[]>('/api/users/assignable?role=approver'),
    ]);
    if (!reviewers[0] || !approvers[0]) throw new Error('no active reviewer or approver to assign');
    return new DemoLibraryBuilder(app, as, { categories, departments, reviewer: reviewers[0].id, approver: approvers[0].id }, today);
  }

  /** Uploads one SOP and takes it to its fate. */
  async create(sop: DemoSop): Promise<DocumentDetail> {
    const version = RELEASED.includes(sop.fate) ? '1' : '0.01';
    const first: SopEdition = { version, history: [{ version, date: this.today, description: 'New procedure.', author: demoUser('author').name }] };
    const doc = await this.upload(sop, first);
    if (sop.fate === 'draft') return doc;
    if (sop.fate === 'archived') {
      ok(await this.as.admin.request('POST', `/api/documents/${doc.id}/archive`, { reason: sop.withdrawal ?? 'Withdrawn.' }), `archive ${sop.docNumber}`);
      return this.detail(doc.id);
    }
    await this.submitForReview(sop, doc.id);
    if (sop.fate === 'in-review') return this.detail(doc.id);
    await this.review(doc.id);
    if (sop.fate === 'pending-approval') return this.detail(doc.id);
    await this.approve(doc.id);
    if (sop.fate === 'approved') return this.detail(doc.id);
    await this.makeEffective(sop, doc.id);
    if (sop.fate === 'obsolete') {
      await this.act('document_coordinator', doc.id, { action: 'mark_obsolete', comment: sop.withdrawal ?? 'No longer needed.', signature: await this.sign('document_coordinator', 'retired') });
    }
    if (sop.fate === 'superseded') {
      await this.issueControlledCopy(sop, doc.id);
      await this.revise(sop, doc.id, first);
    }
    return this.detail(doc.id);
  }

  private async upload(sop: DemoSop, edition: SopEdition): Promise<DocumentDetail> {
    const metadata = {
      docNumber: sop.docNumber,
      title: sop.title,
      departmentId: this.idOf(this.reference.departments, sop.department),
      categoryId: this.idOf(this.reference.categories, sop.category),
      description: sop.description,
      changeReason: 'New procedure.',
      effectiveDate: this.today,
      reviewDate: addMonths(this.today, sop.reviewMonths ?? 12),
      keywords: sop.keywords,
      documentType: 'SOP',
      priority: sop.priority,
      version: edition.version,
      trainingRequired: sop.trainingRequired,
      gxpImpact: true,
      gmpImpact: true,
      impactNotes: sop.trainingRequired ? 'Staff performing the procedure are trained before the effective date.' : '',
    };
    const { body, contentType } = multipart(metadata, { name: this.fileName(sop, edition), content: await buildSopDocx(sop, edition), type: DOCX_TYPE });
    const response = ok(await this.as.author.request('POST', '/api/documents/upload', body, { 'content-type': contentType }), `upload ${sop.docNumber}`);
    return response.json<DocumentDetail>();
  }

  /** A new version with revised words, taken through review, signed approval and release: it supersedes the first. */
  private async revise(sop: DemoSop, id: string, first: SopEdition): Promise<void> {
    const revision = sop.revision;
    if (!revision) throw new Error(`${sop.docNumber} has no revision to supersede it`);
    await this.act('author', id, { action: 'new_version', comment: revision.changeSummary });
    const draft = await this.detail(id);
    // Replacing the draft's file creates the next version, which is released as the document's second: the revised
    // file prints the label it takes then (the first draft of the revision is withdrawn by that release).
    const version = releasedVersionLabel('SOP', nextVersionLabel('SOP', draft.version), 1);
    const history = [...first.history, { version, date: this.today, description: revision.changeSummary, author: demoUser('author').name }];
    const edition: SopEdition = { version, history };
    const content = { ...sop, ...revision.content };
    const { body, contentType } = multipart(
      { changeSummary: revision.changeSummary, rowVersion: draft.rowVersion },
      { name: this.fileName(sop, edition), content: await buildSopDocx(content, edition), type: DOCX_TYPE },
    );
    ok(await this.as.author.request('POST', `/api/documents/${id}/file`, body, { 'content-type': contentType }), `new file for ${sop.docNumber}`);
    await this.submitForReview(sop, id);
    await this.review(id);
    await this.approve(id);
    await this.makeEffective(sop, id);
  }

  /**
   * A controlled copy of the first version, issued before the revision supersedes it: the coordinator then has a copy
   * to recall. Printing needs the version's PDF rendition, made by the job queue: its due jobs are run here until it
   * is ready. Without LibreOffice there is no rendition, and the demo goes without the copy.
   */
  private async issueControlledCopy(sop: DemoSop, id: string): Promise<void> {
    for (let pass = 0; pass < RENDITION_PASSES; pass++) {
      const status = (await this.detail(id)).currentVersion?.rendition?.status;
      if (status !== 'pending') {
        if (status !== 'ready') return;
        const print = { controlled: true, copies: 1, purpose: `Issued to the line for ${sop.docNumber}`, ...CONTROLLED_COPY_HOLDER };
        ok(await this.as.document_coordinator.request('POST', `/api/documents/${id}/print`, print), `controlled copy of ${sop.docNumber}`);
        return;
      }
      await this.app.jobs.runDue();
    }
    throw new Error(`the PDF rendition of ${sop.docNumber} was not made`);
  }

  private submitForReview(sop: DemoSop, id: string) {
    return this.act('author', id, {
      action: 'submit_for_review',
      reviewers: [this.reference.reviewer],
      approvers: [this.reference.approver],
      comment: `Please review ${sop.docNumber}; the steps follow current practice on the floor.`,
      dueDate: addDays(this.today, 14),
      priority: sop.priority,
    });
  }

  private async review(id: string): Promise<void> {
    await this.act('reviewer', id, { action: 'complete_review', decision: 'approved', comment: 'Checked against current practice and the referenced procedures; no open comments.' });
    await this.act('reviewer', id, { action: 'submit_for_approval', comment: 'Review complete; forwarded for approval.' });
  }

  private async approve(id: string): Promise<void> {
    await this.act('approver', id, { action: 'approve_document', comment: 'Approved for release.', signature: await this.sign('approver', 'approved') });
  }

  /** A signature by the demo user of `actor` with `meaning`, as the signature dialog makes it (password, then the mark). */
  private async sign(actor: 'approver' | 'admin' | 'document_coordinator', meaning: 'approved' | 'released' | 'retired') {
    const signer = demoUser(actor);
    const auth = ok(await this.as[actor].request('POST', '/api/signatures/authenticate', { email: signer.email, password: DEMO_PASSWORD }), 'signing authentication');
    const { signingToken } = auth.json<{ signingToken: string }>();
    return { signingToken, meaning, type: 'drawn', image: signatureMark(++this.signatures), consent: true } as const;
  }

  private async makeEffective(sop: DemoSop, id: string) {
    return this.act('admin', id, {
      action: 'make_effective',
      effectiveDate: this.today,
      reviewPeriodMonths: sop.reviewMonths ?? 12,
      comment: sop.trainingRequired ? 'Released; read-and-understand training is due within 30 days.' : 'Released.',
      signature: await this.sign('admin', 'released'),
    });
  }

  /** Training due and overdue, a periodic review brought forward: what the demo people find to do (demo-work.ts). */
  async prepareWork(db: Db, docs: readonly DocumentDetail[]): Promise<void> {
    await seedDemoWork(db, this.as.document_coordinator, docs, this.today);
  }

  private async act(actor: Actor, id: string, body: WorkflowActionRequest): Promise<void> {
    ok(await this.as[actor].request('POST', `/api/documents/${id}/actions`, body), `${body.action} by ${actor}`);
  }

  private async detail(id: string): Promise<DocumentDetail> {
    return ok(await this.as.admin.request('GET', `/api/documents/${id}`), `GET document ${id}`).json<DocumentDetail>();
  }

  private idOf(rows: readonly { id: string; name: string }[], name: string): string {
    const row = rows.find((r) => r.name === name);
    if (!row) throw new Error(`reference data has no ${name}`);
    return row.id;
  }

  private fileName(sop: DemoSop, edition: SopEdition): string {
    return `${sop.docNumber} ${sop.title} v${edition.version}.docx`.replaceAll(/[\\/:*?"<>|]/g, '');
  }
}

/**
 * Creates the demo library in an app whose database (`db`) holds the demo users and no documents, and the work its
 * people find waiting. Throws on the first failed step.
 */
export async function seedDemoLibrary(app: FastifyInstance, db: Db, onDocument?: (doc: DocumentDetail) => void): Promise<DocumentDetail[]> {
  const builder = await DemoLibraryBuilder.start(app, await app.siteCalendar.today());
  const created: DocumentDetail[] = [];
  // One after another: each step is a request the app handles like a person's, and the machine stays responsive.
  for (const sop of DEMO_LIBRARY) {
    const doc = await builder.create(sop);
    created.push(doc);
    onDocument?.(doc);
  }
  await builder.prepareWork(db, created);
  return created;
}

/**
 * The start-up step after the demo users were seeded: creates the library and logs how it went. A failure is logged
 * and ends the library there; the product starts all the same.
 */
export async function seedDemoLibraryAtStartup(app: FastifyInstance, db: Db): Promise<void> {
  const started = performance.now();
  app.log.info(`demo library: creating ${DEMO_LIBRARY.length} documents through the API as the demo users`);
  // Its hundred-odd requests would bury the start-up log at level info; warnings and errors still show.
  const level = app.log.level;
  if (level === 'info') app.log.level = 'warn';
  let outcome: { created: number } | { error: unknown };
  try {
    const created = await seedDemoLibrary(app, db, (doc) => app.log.debug(`demo library: ${doc.docNumber} ${doc.title} is ${doc.status}`));
    outcome = { created: created.length };
  } catch (error) {
    outcome = { error };
  } finally {
    app.log.level = level;
  }
  if ('error' in outcome) {
    app.log.error({ err: outcome.error }, 'demo library: seeding stopped; the documents created so far remain, the rest of the library is missing');
  } else {
    app.log.info(`demo library: ${outcome.created} documents created in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}
