import { Suspense, lazy } from 'react';
import { FileWarning, FileX2, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DocumentContent as Content } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { sanitizeDocumentHtml } from './sanitize-html';

// pdf.js is large: it loads only when a PDF is shown.
const PdfViewer = lazy(() => import('./pdf-viewer'));

/** Word HTML reads like a document: headings, lists and tables styled without a typography plugin. */
const DOCUMENT_HTML = [
  'max-w-none text-sm leading-relaxed text-foreground',
  '[&_h1]:mt-6 [&_h1]:mb-3 [&_h1]:text-2xl [&_h1]:font-semibold [&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold',
  '[&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:mt-3 [&_h4]:font-semibold',
  '[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_table]:my-4 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
  '[&_th]:border [&_th]:bg-muted [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_td_p]:my-0',
  '[&_img]:my-2 [&_img]:max-w-full [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-4',
].join(' ');

function prettyText(text: string, format: 'txt' | 'md' | 'json'): string {
  if (format !== 'json') return text;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

export function ContentLoading() {
  const { t } = useTranslation('documentView');
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-16 text-sm text-muted-foreground">
      <Spinner />
      {t('content.loading')}
    </div>
  );
}

export function ContentError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('documentView');
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
      <FileWarning className="size-10 text-destructive" aria-hidden="true" />
      <h3 className="font-semibold">{t('content.errorTitle')}</h3>
      <p className="max-w-md text-sm text-muted-foreground">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        {t('content.tryAgain')}
      </Button>
    </div>
  );
}

export function ContentEmpty({ onLoad }: { onLoad: () => void }) {
  const { t } = useTranslation('documentView');
  return (
    <div className="flex flex-col items-center gap-3 py-12 text-center">
      <FileX2 className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="text-sm text-muted-foreground">{t('content.empty')}</p>
      <Button variant="outline" onClick={onLoad}>
        <RefreshCw aria-hidden="true" />
        {t('content.loadContent')}
      </Button>
    </div>
  );
}

/** One version's content by kind: Word as sanitised HTML, text as text, PDF through pdf.js. */
export function DocumentContentView({ content, title, onReload }: { content: Content; title: string; onReload: () => void }) {
  const { t } = useTranslation('documentView');
  switch (content.kind) {
    case 'html':
      return (
        <div className="grid gap-3">
          <article
            className={DOCUMENT_HTML}
            aria-label={t('content.contentOf', { title })}
            dangerouslySetInnerHTML={{ __html: sanitizeDocumentHtml(content.html) }}
          />
          {content.messages.length > 0 && (
            <details className="rounded-md border bg-muted/40 px-3 py-2 text-xs text-muted-foreground">
              <summary className="cursor-pointer">{t('content.conversionNotes', { count: content.messages.length })}</summary>
              <ul className="mt-2 list-disc pl-5">
                {content.messages.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            </details>
          )}
        </div>
      );
    case 'text':
      return (
        <pre
          className="max-h-[70vh] overflow-auto rounded-lg border bg-muted/40 p-4 font-mono text-xs leading-relaxed whitespace-pre-wrap"
          aria-label={t('content.contentOf', { title })}
        >
          {prettyText(content.text, content.format)}
        </pre>
      );
    case 'pdf':
      return (
        <Suspense fallback={<ContentLoading />}>
          <PdfViewer key={content.url} url={content.url} title={title} />
        </Suspense>
      );
    case 'unsupported':
      return (
        <div className="flex flex-col items-center gap-2 py-12 text-center">
          <FileWarning className="size-10 text-muted-foreground" aria-hidden="true" />
          <h3 className="font-semibold">{t('content.unsupportedTitle')}</h3>
          <p className="text-sm text-muted-foreground">{t('content.unsupported', { extension: content.extension.toUpperCase() })}</p>
        </div>
      );
    case 'empty':
      return <ContentEmpty onLoad={onReload} />;
  }
}
