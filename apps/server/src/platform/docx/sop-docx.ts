import {
  AlignmentType,
  Document,
  Footer,
  Header,
  HeadingLevel,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx';

/** The words of a standard operating procedure, in the order every SOP of the demo library presents them. */
export interface SopContent {
  docNumber: string;
  title: string;
  department: string;
  purpose: readonly string[];
  scope: readonly string[];
  definitions: readonly (readonly [term: string, meaning: string])[];
  responsibilities: readonly (readonly [role: string, duty: string])[];
  procedure: readonly { heading: string; intro?: string; steps: readonly string[] }[];
  /** A blank record form filled in by whoever performs the procedure. */
  record?: { title: string; columns: readonly string[]; rows: number };
  references: readonly string[];
}

/** What differs between editions of one SOP: its version label and the revision history printed at the end. */
export interface SopEdition {
  version: string;
  history: readonly { version: string; date: string; description: string; author: string }[];
}

const STEPS = 'sop-steps';
// A4 less two 2.54 cm margins, in twentieths of a point: where the header's right tab stop sits.
const TEXT_WIDTH = 9026;

const text = (value: string, options: { bold?: boolean; size?: number } = {}) => new TextRun({ text: value, ...options });
const paragraph = (value: string) => new Paragraph({ children: [text(value)], spacing: { after: 120 } });
// Real Heading 1/2 styles: LibreOffice turns them into the PDF outline, mammoth into h1/h2.
const heading1 = (value: string) => new Paragraph({ text: value, heading: HeadingLevel.HEADING_1 });
const heading2 = (value: string) => new Paragraph({ text: value, heading: HeadingLevel.HEADING_2 });

function cell(value: string, header: boolean, widthPercent: number): TableCell {
  return new TableCell({
    width: { size: widthPercent, type: WidthType.PERCENTAGE },
    ...(header ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'D9E2F3' } } : {}),
    children: [new Paragraph({ children: [text(value, { bold: header })] })],
  });
}

function table(columns: readonly string[], rows: readonly (readonly string[])[], widths?: readonly number[]): Table {
  const widthOf = (i: number) => widths?.[i] ?? Math.floor(100 / columns.length);
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({ tableHeader: true, children: columns.map((c, i) => cell(c, true, widthOf(i))) }),
      ...rows.map((row) => new TableRow({ children: row.map((c, i) => cell(c, false, widthOf(i))) })),
    ],
  });
}

function header(content: SopContent, edition: SopEdition): Header {
  const line = (left: string, right: string, bold: boolean) =>
    new Paragraph({
      tabStops: [{ type: TabStopType.RIGHT, position: TEXT_WIDTH }],
      children: [text(left, { bold, size: 18 }), text(`\t${right}`, { bold, size: 18 })],
    });
  return new Header({
    children: [
      line(content.title, content.docNumber, true),
      line(`Standard Operating Procedure · ${content.department}`, `Version ${edition.version}`, false),
    ],
  });
}

const footer = () =>
  new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [
          // What a plant using Attest prints on its own documents: the copy stamp, not the file's footer, says what paper is.
          text('Printed copies are valid only with an Attest copy stamp; check the QR.   Page ', { size: 16 }),
          new TextRun({ children: [PageNumber.CURRENT], size: 16 }),
          text(' of ', { size: 16 }),
          new TextRun({ children: [PageNumber.TOTAL_PAGES], size: 16 }),
        ],
      }),
    ],
  });

function procedure(content: SopContent): Paragraph[] {
  // Each sub-procedure restarts its numbering at 1 through its own numbering instance.
  return content.procedure.flatMap((section, index) => [
    heading2(section.heading),
    ...(section.intro ? [paragraph(section.intro)] : []),
    ...section.steps.map((step) => new Paragraph({ children: [text(step)], numbering: { reference: STEPS, level: 0, instance: index + 1 }, spacing: { after: 80 } })),
  ]);
}

function body(content: SopContent, edition: SopEdition): (Paragraph | Table)[] {
  const record = content.record;
  return [
    new Paragraph({ children: [text(content.title, { bold: true, size: 32 })], spacing: { after: 80 } }),
    new Paragraph({ children: [text(`${content.docNumber} · Version ${edition.version}`, { size: 20 })], spacing: { after: 240 } }),
    heading1('Purpose'),
    ...content.purpose.map(paragraph),
    heading1('Scope'),
    ...content.scope.map(paragraph),
    heading1('Definitions'),
    table(['Term', 'Meaning'], content.definitions, [25, 75]),
    heading1('Responsibilities'),
    table(['Role', 'Responsibility'], content.responsibilities, [25, 75]),
    heading1('Procedure'),
    ...procedure(content),
    ...(record
      ? [heading1('Records'), paragraph(record.title), table(record.columns, Array.from({ length: record.rows }, () => record.columns.map(() => '')))]
      : []),
    heading1('References'),
    ...content.references.map(paragraph),
    heading1('Revision History'),
    table(['Version', 'Date', 'Description of change', 'Author'], edition.history.map((h) => [h.version, h.date, h.description, h.author]), [12, 16, 50, 22]),
    paragraph('Review and approval of this procedure are recorded by electronic signature in Attest.'),
  ];
}

/** A Word (.docx) file of an SOP, built in memory. */
export function buildSopDocx(content: SopContent, edition: SopEdition): Promise<Buffer> {
  const document = new Document({
    creator: 'Attest demo library',
    title: `${content.docNumber} ${content.title}`,
    // Outline levels as in Word's own heading styles: LibreOffice needs them to export the headings as bookmarks.
    styles: {
      default: {
        document: { run: { font: 'Calibri', size: 22 } },
        heading1: { run: { font: 'Calibri', size: 28, bold: true, color: '1F3864' }, paragraph: { outlineLevel: 0, spacing: { before: 280, after: 120 } } },
        heading2: { run: { font: 'Calibri', size: 24, bold: true, color: '2F5496' }, paragraph: { outlineLevel: 1, spacing: { before: 200, after: 80 } } },
      },
    },
    numbering: {
      config: [
        {
          reference: STEPS,
          levels: [{ level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START, style: { paragraph: { indent: { left: 567, hanging: 397 } } } }],
        },
      ],
    },
    sections: [{ headers: { default: header(content, edition) }, footers: { default: footer() }, children: body(content, edition) }],
  });
  return Packer.toBuffer(document);
}
