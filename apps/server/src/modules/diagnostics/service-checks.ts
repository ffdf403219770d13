import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { MailTransport } from '../../platform/mail/mail-transport.ts';
import type { ExternalProgram } from '../../platform/process/run-program.ts';
import { sandbox, sandboxWarning } from '../../platform/process/sandbox.ts';
import { workerPools } from '../../platform/workers/worker-pool.ts';
import { withWordAsPdf } from '../renditions/libreoffice.ts';
import type { CheckDefinition, CheckOutcome } from './run-check.ts';
import { sampleDocx } from './sample-docx.ts';

export interface ConversionOutcome extends CheckOutcome {
  pages: number | null;
}

/** Converts the sample Word file with LibreOffice into a private folder and counts the PDF's pages; stores nothing. */
async function convertSample(soffice: ExternalProgram): Promise<ConversionOutcome> {
  const located = await soffice.locate();
  if (!located) {
    return { status: 'warn', message: 'LibreOffice is not installed: Word files are shown without a PDF rendition', details: `No "${soffice.command}" found (SOFFICE_PATH)`, pages: null };
  }
  const work = await mkdtemp(path.join(os.tmpdir(), 'attest-diagnostics-'));
  try {
    const source = path.join(work, 'sample.docx');
    await writeFile(source, await sampleDocx());
    const started = performance.now();
    const pages = await withWordAsPdf(soffice, source, '.docx', async (pdf) => (await PDFDocument.load(await readFile(pdf))).getPageCount());
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const { kind } = await sandbox();
    const warning = sandboxWarning(kind);
    const details = `${located}, sandbox: ${kind}`;
    if (warning) return { status: 'warn', message: `${warning}. Converted the sample Word file to a ${pages}-page PDF in ${seconds} s`, details, pages };
    return { status: 'pass', message: `Converted the sample Word file to a ${pages}-page PDF in ${seconds} s`, details, pages };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

export function renditionCheck(soffice: ExternalProgram, timeoutMs: number): CheckDefinition<ConversionOutcome> {
  return {
    name: 'renditions',
    quickFix: 'Install LibreOffice (Debian: libreoffice-writer-nogui) or set SOFFICE_PATH to its soffice program; if it is installed but fails, run it by hand with --headless --convert-to pdf and read its error.',
    // The program's own timeout stops a hung LibreOffice; a little longer here for the folder and the page count.
    timeoutMs: timeoutMs + 5000,
    run: () => convertSample(soffice),
  };
}

/** Host and port of an SMTP URL, never its credentials. */
function smtpServer(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}`;
  } catch {
    return 'the SMTP server';
  }
}

export function smtpCheck(sender: MailTransport, smtpUrl: string | undefined): CheckDefinition {
  return {
    name: 'smtp',
    quickFix: 'Check SMTP_URL (host, port, smtp:// or smtps://, user and password) and that the mail server accepts connections from this server; set SMTP_URL and MAIL_FROM to turn e-mail on.',
    timeoutMs: 15_000,
    run: async () => {
      if (!smtpUrl || !sender.enabled) return { status: 'warn', message: 'E-mail is off: SMTP_URL and MAIL_FROM are not set' };
      const server = smtpServer(smtpUrl);
      try {
        await sender.verify();
      } catch (error) {
        throw new Error(`SMTP server ${server} did not accept a connection: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
      return { status: 'pass', message: `SMTP server ${server} answered EHLO`, details: 'No e-mail was sent' };
    },
  };
}

/** Each pool's ping: a thread start (tsx and the worker's libraries) takes a second or two on a busy machine. */
const POOL_PROBE_TIMEOUT_MS = 10_000;

export function workerPoolCheck(): CheckDefinition {
  return {
    name: 'worker-pools',
    quickFix: 'Worker threads could not start or answer: check the server log for the worker error and that the server has memory to spare; restart the server.',
    timeoutMs: 60_000,
    run: async () => {
      const pools = [...workerPools].sort(([a], [b]) => a.localeCompare(b));
      // One pool after the other: starting every thread at once would starve the server (and the other checks).
      const outcomes: { name: string; error: string | null }[] = [];
      for (const [name, pool] of pools) {
        try {
          await pool.probe(POOL_PROBE_TIMEOUT_MS);
          outcomes.push({ name, error: null });
        } catch (error) {
          outcomes.push({ name, error: error instanceof Error ? error.message : String(error) });
        }
      }
      const failed = outcomes.filter((o) => o.error !== null);
      if (failed.length > 0) {
        throw new Error(`Worker pool${failed.length > 1 ? 's' : ''} not answering: ${failed.map((o) => `${o.name} (${o.error})`).join('; ')}`);
      }
      return { status: 'pass', message: `All ${pools.length} worker pools ran a task and answered`, details: `Pools: ${pools.map(([name]) => name).join(', ')}` };
    },
  };
}
