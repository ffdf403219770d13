import type * as PdfJs from 'pdfjs-dist';
import type * as PdfJsViewer from 'pdfjs-dist/web/pdf_viewer.mjs';

// pdf.js and its worker are emitted by Vite as files of their own, served from our origin (the CSP allows
// scripts and workers from 'self'). Loading the library from its URL keeps it out of the shared vendor chunk:
// it is fetched the first time a PDF is shown, never on the other pages.
const PDFJS_URL = new URL('pdfjs-dist/build/pdf.min.mjs', import.meta.url).toString();
const WORKER_URL = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();
const VIEWER_URL = new URL('pdfjs-dist/web/pdf_viewer.mjs', import.meta.url).toString();

let pdfjs: Promise<typeof PdfJs> | null = null;
let viewer: Promise<typeof PdfJsViewer> | null = null;

export function loadPdfJs(): Promise<typeof PdfJs> {
  pdfjs ??= (import(/* @vite-ignore */ PDFJS_URL) as Promise<typeof PdfJs>).then((library) => {
    library.GlobalWorkerOptions.workerSrc = WORKER_URL;
    return library;
  });
  return pdfjs;
}

/** pdf.js's viewer components; they read the library from globalThis.pdfjsLib, so it is loaded first. */
export function loadPdfViewer(): Promise<{ lib: typeof PdfJs; components: typeof PdfJsViewer }> {
  viewer ??= loadPdfJs().then(() => import(/* @vite-ignore */ VIEWER_URL) as Promise<typeof PdfJsViewer>);
  return Promise.all([loadPdfJs(), viewer]).then(([lib, components]) => ({ lib, components }));
}
