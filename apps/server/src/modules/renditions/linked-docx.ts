import { buildZip, docxEntries, entry } from '../files/test-zip.ts';

/** Test helper: Word packages that make a converter reach outside the file. */

const RELS_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const IMAGE_REL = `${RELS_NS}/image`;

/** A picture shown from `target` (Word's "Insert and Link"): the image is fetched when the document is laid out. */
export function linkedPictureXml(relId: string): string {
  return `<w:p><w:r><w:drawing><wp:inline xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"><wp:extent cx="952500" cy="952500"/><wp:docPr id="1" name="Linked"/><a:graphic xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:nvPicPr><pic:cNvPr id="1" name="linked.png"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:link="${relId}"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="952500" cy="952500"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`;
}

/** An INCLUDEPICTURE field, written as Word writes it: begin, instruction, separate, end. */
export function includePictureFieldXml(target: string): string {
  const run = (inner: string) => `<w:r>${inner}</w:r>`;
  return `<w:p>${run('<w:fldChar w:fldCharType="begin"/>')}${run(`<w:instrText xml:space="preserve"> INCLUDEPICTURE "${target}" \\d </w:instrText>`)}${run('<w:fldChar w:fldCharType="separate"/>')}${run('<w:t>picture</w:t>')}${run('<w:fldChar w:fldCharType="end"/>')}</w:p>`;
}

/** A .docx whose one picture is linked to `target` (an http: or file: URL), plus a line of text and a field naming it. */
export function docxLinkingTo(target: string, text = 'Linked picture below'): Buffer {
  const body = `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>${linkedPictureXml('rIdLinked')}${includePictureFieldXml(target)}`;
  const rels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rIdLinked" Type="${IMAGE_REL}" Target="${target}" TargetMode="External"/></Relationships>`;
  const parts = docxEntries(body);
  return buildZip([...parts, entry('word/_rels/document.xml.rels', rels)]);
}
