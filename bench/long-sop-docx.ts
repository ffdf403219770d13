import { Document, HeadingLevel, LevelFormat, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';

const STEP = 'Wipe the hopper, the feed frame and the chute with 70 % isopropyl alcohol, let the surfaces dry for five minutes, inspect them under the lamp and record the result, the batch number and your initials in the equipment logbook before the next product starts.';

/**
 * A Word SOP of about `pages` pages, made here rather than committed: each section has a heading, an introduction,
 * numbered steps and a table, the features a rendition must keep.
 */
export async function longSopDocx(pages: number): Promise<Buffer> {
  const children: (Paragraph | Table)[] = [new Paragraph({ text: 'SOP-BENCH-001 Cleaning of the tablet press line', heading: HeadingLevel.TITLE })];
  for (let section = 1; section <= pages; section += 1) {
    children.push(
      new Paragraph({ text: `${section}. Procedure stage ${section}`, heading: HeadingLevel.HEADING_1, pageBreakBefore: section > 1 }),
      new Paragraph({ children: [new TextRun(`Stage ${section} cleans the press after a product change. `), new TextRun({ text: 'Wear gloves and eye protection.', bold: true })] }),
      ...Array.from({ length: 7 }, (_, i) => new Paragraph({ text: `${STEP} (${section}.${i + 1})`, numbering: { reference: 'steps', level: 0 } })),
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        rows: [['Part', 'Agent', 'Contact time', 'Checked by'], ...Array.from({ length: 4 }, (_, r) => [`Part ${section}.${r + 1}`, 'IPA 70 %', '5 min', ''])].map(
          (cells) => new TableRow({ children: cells.map((text) => new TableCell({ children: [new Paragraph(text)] })) }),
        ),
      }),
    );
  }
  const doc = new Document({
    numbering: { config: [{ reference: 'steps', levels: [{ level: 0, format: LevelFormat.DECIMAL, text: '%1.', start: 1 }] }] },
    sections: [{ children }],
  });
  return Packer.toBuffer(doc);
}
