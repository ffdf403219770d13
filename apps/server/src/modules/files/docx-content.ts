import mammoth from 'mammoth';

// Link targets the viewer may follow; anything else (javascript:, file:, relative paths) loses its href.
const SAFE_HREF = /^(https?:|mailto:|#)/i;
const MAX_MESSAGES = 50;

export async function docxText(filePath: string): Promise<string> {
  return (await mammoth.extractRawText({ path: filePath })).value;
}

/**
 * Word → HTML for the viewer (the web sanitises it again). Images become data: URIs, linked files are never read,
 * and a style map embedded in the file is ignored: it could map paragraphs to arbitrary elements such as script.
 */
export async function docxHtml(filePath: string): Promise<{ html: string; messages: string[] }> {
  const result = await mammoth.convertToHtml(
    { path: filePath },
    { convertImage: mammoth.images.dataUri, externalFileAccess: false, includeEmbeddedStyleMap: false },
  );
  // mammoth escapes attribute values and text, so `<a href="` only ever starts one of its own links.
  const html = result.value.replace(/<a href="([^"]*)"/g, (link, href: string) => (SAFE_HREF.test(href) ? link : '<a'));
  const messages = [...new Set(result.messages.map((message) => message.message))].slice(0, MAX_MESSAGES);
  return { html, messages };
}
