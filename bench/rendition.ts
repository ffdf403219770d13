// Cost of a version's PDF rendition through Attest's pipeline (the upload's request, the queued job, LibreOffice
// with its own fresh profile in a private folder through the external-program helper, the PDF streamed into the
// blob store and registered) beside a plain `soffice --convert-to pdf` of the same ~20-page .docx, with a warm
// profile, and the same with a fresh profile: measured side by side, alternating, in one run.
// Usage: node --import tsx bench/rendition.ts [rounds] [pages]
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { loadConfig } from '../apps/server/src/config.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { openDatabase } from '../apps/server/src/platform/db/client.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { JobQueue } from '../apps/server/src/platform/jobs/job-queue.ts';
import { ExternalProgram } from '../apps/server/src/platform/process/run-program.ts';
import { FilesystemBlobStore } from '../apps/server/src/platform/storage/blob-store.ts';
import { registerBlob } from '../apps/server/src/modules/files/blobs.repo.ts';
import { registerRenditions } from '../apps/server/src/modules/renditions/renditions.ts';
import { findRendition } from '../apps/server/src/modules/renditions/renditions.repo.ts';
import { longSopDocx } from './long-sop-docx.ts';

const rounds = Number(process.argv[2] ?? 3);
const pages = Number(process.argv[3] ?? 20);
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const dir = await mkdtemp(path.join(tmpdir(), 'attest-bench-rendition-'));
const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', SEED: 'none' });
const database = await openDatabase({ kind: 'pglite' });
await migrate(database);
const store = new FilesystemBlobStore(path.join(dir, 'blobs'));
const app = Fastify({ logger: false });
const jobs = new JobQueue(database, { log: app.log });
const renditions = registerRenditions(app, { db: database.db, store, config, jobs, clock: systemClock });
const soffice = new ExternalProgram({ command: config.rendition.soffice, concurrency: 1, timeoutMs: config.rendition.timeoutMs });
if (!(await soffice.locate())) throw new Error('LibreOffice (soffice) is not installed: bash scripts/ensure-libreoffice.sh');

const pageCount = async (file: string) => {
  const doc = await getDocument({ data: new Uint8Array(await readFile(file)), verbosity: VerbosityLevel.ERRORS }).promise;
  const count = doc.numPages;
  await doc.destroy();
  return count;
};

/** Through Attest: each round stores a distinct file (a trailing byte differs), as a new upload would. */
async function viaPipeline(round: number): Promise<{ ms: number; pdfPages: number }> {
  const content = Buffer.concat([await longSopDocx(pages), Buffer.from(`\n${round}`)]);
  const sha256 = createHash('sha256').update(content).digest('hex');
  const temp = await store.createTempPath();
  await writeFile(temp, content);
  await store.commitTemp(temp, sha256);
  const start = performance.now();
  await database.db.transaction(async (tx) => {
    await registerBlob(tx, { sha256, size: content.length, mimeType: DOCX });
    await renditions.request(tx, { sha256, mimeType: DOCX });
  });
  await jobs.runDue();
  const ms = performance.now() - start;
  const rendition = await findRendition(database.db, sha256);
  if (rendition?.status !== 'ready' || !rendition.pdfSha256) throw new Error(`rendition ${rendition?.status ?? 'missing'}: ${rendition?.reason ?? ''}`);
  return { ms, pdfPages: await store.withLocalFile(rendition.pdfSha256, pageCount) };
}

/** Plain soffice on the same file; `profile` is reused (warm) or fresh per run. */
async function viaSoffice(input: string, profile: string): Promise<{ ms: number; pdfPages: number }> {
  const outDir = await mkdtemp(path.join(dir, 'out-'));
  const start = performance.now();
  await soffice.run(['--headless', `-env:UserInstallation=file://${profile}`, '--convert-to', 'pdf', '--outdir', outDir, input]);
  const ms = performance.now() - start;
  return { ms, pdfPages: await pageCount(path.join(outDir, 'sop.pdf')) };
}

const input = path.join(dir, 'sop.docx');
await writeFile(input, await longSopDocx(pages));
const warmProfile = path.join(dir, 'warm-profile');
await viaSoffice(input, warmProfile); // creates the warm profile; not counted

const results = { pipeline: [] as number[], warm: [] as number[], fresh: [] as number[] };
let pdfPages = 0;
for (let round = 0; round < rounds; round += 1) {
  // Alternated, so all three see the same machine state.
  const p = await viaPipeline(round);
  results.pipeline.push(p.ms);
  results.warm.push((await viaSoffice(input, warmProfile)).ms);
  results.fresh.push((await viaSoffice(input, path.join(dir, `fresh-${round}`))).ms);
  pdfPages = p.pdfPages;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const [pipeline, warm, fresh] = [median(results.pipeline), median(results.warm), median(results.fresh)];
const docxBytes = (await readFile(input)).length;
console.log(`rendition of a ${pdfPages}-page .docx (${(docxBytes / 1024).toFixed(0)} KB), ${rounds} rounds, median, LibreOffice ${(await soffice.run(['--version'])).stdout.split(' ').slice(1, 2).join('')}`);
console.log(`  Attest pipeline (job, fresh profile, blob store)   ${(pipeline / 1000).toFixed(2)} s`);
console.log(`  plain soffice --convert-to pdf, warm profile        ${(warm / 1000).toFixed(2)} s   pipeline/plain ${(pipeline / warm).toFixed(2)}x`);
console.log(`  plain soffice --convert-to pdf, fresh profile       ${(fresh / 1000).toFixed(2)} s   pipeline/plain ${(pipeline / fresh).toFixed(2)}x`);
await database.close();
await rm(dir, { recursive: true, force: true });
