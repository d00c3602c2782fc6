import PDFDocument from 'pdfkit';

/** The whole document as one Buffer once pdfkit has written it. */
export function collectPdf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

export interface PdfSection {
  heading: string;
  rows: Array<[label: string, value: string]>;
}

export interface SimplePdf {
  title: string;
  subtitle?: string;
  sections: PdfSection[];
  /** Text before the sections (a letter's declaration, which the sections then detail). */
  intro?: string[];
  /** Text after the sections. */
  paragraphs?: string[];
  footer?: string;
  /** PDF metadata. */
  author: string;
}

const MARGIN = 50;

/**
 * An A4 document of labelled sections: the cancellation letter and the invoice (DANFSe) share it.
 * pdfkit's standard fonts cover Latin-1, which is every pt-BR character.
 */
export async function renderSimplePdf(content: SimplePdf): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: content.title, Author: content.author } });
  const done = collectPdf(doc);
  const width = doc.page.width - MARGIN * 2;
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#111111').text(content.title, { width });
  if (content.subtitle) doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor('#555555').text(content.subtitle);
  for (const paragraph of content.intro ?? []) {
    doc.moveDown(0.8).font('Helvetica').fontSize(10).fillColor('#111111').text(paragraph, MARGIN, doc.y, { width });
  }
  for (const section of content.sections) {
    doc.moveDown(1);
    // At the margin: the previous row left the cursor in the value column.
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor('#111111')
      .text(section.heading.toUpperCase(), MARGIN, doc.y, { width });
    const lineY = doc.y + 2;
    doc
      .moveTo(MARGIN, lineY)
      .lineTo(MARGIN + width, lineY)
      .lineWidth(0.5)
      .stroke('#999999');
    doc.moveDown(0.5);
    for (const [label, value] of section.rows) {
      const y = doc.y;
      doc.font('Helvetica').fontSize(9).fillColor('#555555').text(label, MARGIN, y, { width: 170 });
      doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .fillColor('#111111')
        .text(value, MARGIN + 175, y, { width: width - 175 });
      doc.moveDown(0.25);
    }
  }
  for (const paragraph of content.paragraphs ?? []) {
    doc.moveDown(0.8).font('Helvetica').fontSize(10).fillColor('#111111').text(paragraph, MARGIN, doc.y, { width });
  }
  if (content.footer) {
    doc.moveDown(2).font('Helvetica').fontSize(8).fillColor('#777777').text(content.footer, MARGIN, doc.y, { width });
  }
  doc.end();
  return done;
}
