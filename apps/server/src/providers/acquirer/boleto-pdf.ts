import PDFDocument from 'pdfkit';
import bwipjs from 'bwip-js/node';
import { formatBRL, formatDate, formatDocument } from '@cofre/contract';
import { formatDigitableLine, SANDBOX_BANK_CODE } from './boleto.js';
import type { BoletoPdfRequest } from './port.js';

const MARGIN = 40;
const WIDTH = 595.28 - MARGIN * 2;

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** One labelled box of the slip's grid. */
function box(doc: PDFKit.PDFDocument, x: number, y: number, width: number, label: string, value: string, height = 30) {
  doc.rect(x, y, width, height).lineWidth(0.5).stroke('#555555');
  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor('#555555')
    .text(label, x + 4, y + 3, { width: width - 8 });
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor('#000000')
    .text(value, x + 4, y + 14, { width: width - 8, lineBreak: false, ellipsis: true });
}

/** The boleto as an A4 PDF: header with the bank and the linha digitável, the slip's grid and the ITF barcode. */
export async function renderBoletoPdf(request: BoletoPdfRequest): Promise<Buffer> {
  const barcodeImage = await bwipjs.toBuffer({
    bcid: 'interleaved2of5',
    text: request.barcode,
    scale: 2,
    height: 13,
    includetext: false,
  });
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Boleto - ${request.title}`, Author: request.beneficiaryName },
  });
  const done = collect(doc);
  const line = formatDigitableLine(request.digitableLine);

  doc.font('Helvetica-Bold').fontSize(14).text('Recibo do Pagador', MARGIN, MARGIN);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#555555')
    .text('Ambiente de testes (sandbox): este boleto não tem valor de pagamento.', { width: WIDTH });
  doc.fillColor('#000000');
  let y = MARGIN + 36;
  box(
    doc,
    MARGIN,
    y,
    WIDTH * 0.6,
    'Beneficiário',
    `${request.beneficiaryName} - ${formatDocument(request.beneficiaryDocument)}`,
  );
  box(doc, MARGIN + WIDTH * 0.6, y, WIDTH * 0.4, 'Vencimento', formatDate(request.dueDate));
  y += 30;
  box(doc, MARGIN, y, WIDTH * 0.6, 'Pagador', `${request.payerName} - ${formatDocument(request.payerDocument)}`);
  box(doc, MARGIN + WIDTH * 0.6, y, WIDTH * 0.4, 'Valor do documento', formatBRL(request.amount));
  y += 30;
  box(doc, MARGIN, y, WIDTH * 0.6, 'Descrição', request.title);
  box(doc, MARGIN + WIDTH * 0.6, y, WIDTH * 0.4, 'Nosso número', request.ourNumber);

  y += 60;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .dash(3, { space: 3 })
    .stroke('#999999')
    .undash();
  y += 14;
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#000000').text(`${SANDBOX_BANK_CODE}-7`, MARGIN, y);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(line, MARGIN + 80, y + 3, { width: WIDTH - 80, align: 'right' });
  y += 26;
  box(doc, MARGIN, y, WIDTH * 0.7, 'Local de pagamento', 'Pagável em qualquer banco até o vencimento (sandbox)');
  box(doc, MARGIN + WIDTH * 0.7, y, WIDTH * 0.3, 'Vencimento', formatDate(request.dueDate));
  y += 30;
  box(
    doc,
    MARGIN,
    y,
    WIDTH * 0.7,
    'Beneficiário',
    `${request.beneficiaryName} - ${formatDocument(request.beneficiaryDocument)}`,
  );
  box(doc, MARGIN + WIDTH * 0.7, y, WIDTH * 0.3, 'Nosso número', request.ourNumber);
  y += 30;
  box(
    doc,
    MARGIN,
    y,
    WIDTH * 0.7,
    'Instruções (texto de responsabilidade do beneficiário)',
    request.instructions.join(' '),
    60,
  );
  box(doc, MARGIN + WIDTH * 0.7, y, WIDTH * 0.3, '(=) Valor do documento', formatBRL(request.amount));
  box(doc, MARGIN + WIDTH * 0.7, y + 30, WIDTH * 0.3, '(+) Mora / Multa', '');
  y += 60;
  box(doc, MARGIN, y, WIDTH, 'Pagador', `${request.payerName} - ${formatDocument(request.payerDocument)}`, 34);
  y += 46;
  doc.image(barcodeImage, MARGIN, y, { width: 103 * 4.2, height: 50 });
  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor('#555555')
    .text('Autenticação mecânica - Ficha de Compensação', MARGIN, y + 56);
  doc.end();
  return done;
}
