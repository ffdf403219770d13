import { randomUUID } from 'node:crypto';

/** A multipart body of a JSON metadata field and one file, as a browser's upload form sends it. */
export function multipart(metadata: unknown, file?: { name: string; content: Buffer; type?: string }): { body: Buffer; contentType: string } {
  const boundary = `----attest${randomUUID().replaceAll('-', '')}`;
  const chunks: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="metadata"\r\n\r\n${JSON.stringify(metadata)}\r\n`),
  ];
  if (file) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
