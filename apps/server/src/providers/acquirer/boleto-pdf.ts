import PDFDocument from 'pdfkit';
import bwipjs from 'bwip-js/node';
import { formatBRL, formatDate, formatDocument } from '@cofre/contract';
import {
  beneficiaryCode,
  formatDigitableLine,
  SANDBOX_BANK_CHECK_DIGIT,
  SANDBOX_BANK_CODE,
  SANDBOX_BANK_NAME,
  SANDBOX_WALLET,
} from './boleto.js';
import type { BoletoPdfRequest } from './port.js';
import { collectPdf } from '../../lib/pdf.js';

/** Page margin and printable width, in points (A4 is 595.28 pt wide). */
const MARGIN = 40;
const WIDTH = 595.28 - MARGIN * 2;

/**
 * One labelled box of the slip's grid. A single value stays on one line (cut with an ellipsis rather
 * than spill into the next box); several lines are printed one under the other.
 */
function box(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  width: number,
  label: string,
  value: string | string[],
  height = 30,
) {
  doc.rect(x, y, width, height).lineWidth(0.5).stroke('#555555');
  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor('#555555')
    .text(label, x + 4, y + 3, { width: width - 8 });
  if (Array.isArray(value)) {
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#000000')
      .text(value.join('\n'), x + 4, y + 13, { width: width - 8, height: height - 15, ellipsis: true });
    return;
  }
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor('#000000')
    .text(value, x + 4, y + 14, { width: width - 8, height: 11, ellipsis: true });
}

/** Millimetres to PDF points. */
const mm = (value: number) => (value * 72) / 25.4;

/** The ITF barcode as a PNG; FEBRABAN asks for 103 mm by 13 mm on paper, set where it is drawn. */
function barcodePng(barcode: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'interleaved2of5', text: barcode, scale: 3, height: 13, includetext: false });
}

/** The payer's receipt: the top part, kept by the buyer. */
function drawReceipt(doc: PDFKit.PDFDocument, request: BoletoPdfRequest, line: string): number {
  doc.font('Helvetica-Bold').fontSize(14).fillColor('#000000').text('Recibo do Pagador', MARGIN, MARGIN);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#555555')
    .text('Ambiente de testes (sandbox): este boleto não tem valor de pagamento.', { width: WIDTH });
  let y = MARGIN + 36;
  box(doc, MARGIN, y, WIDTH * 0.6, 'Banco', `${SANDBOX_BANK_NAME} - ${SANDBOX_BANK_CODE}-${SANDBOX_BANK_CHECK_DIGIT}`);
  box(doc, MARGIN + WIDTH * 0.6, y, WIDTH * 0.4, 'Vencimento', formatDate(request.dueDate));
  y += 30;
  box(
    doc,
    MARGIN,
    y,
    WIDTH * 0.6,
    'Beneficiário',
    partyLines(request.beneficiaryName, request.beneficiaryDocument, request.beneficiaryAddress),
    40,
  );
  box(doc, MARGIN + WIDTH * 0.6, y, WIDTH * 0.4, 'Valor do documento', formatBRL(request.amount), 40);
  y += 40;
  box(
    doc,
    MARGIN,
    y,
    WIDTH * 0.6,
    'Pagador',
    partyLines(request.payerName, request.payerDocument, request.payerAddress),
    40,
  );
  box(doc, MARGIN + WIDTH * 0.6, y, WIDTH * 0.4, 'Nosso número', request.ourNumber, 40);
  y += 40;
  box(doc, MARGIN, y, WIDTH * 0.6, 'Descrição', request.title);
  box(doc, MARGIN + WIDTH * 0.6, y, WIDTH * 0.4, 'Data do documento', formatDate(request.documentDate));
  y += 30;
  box(doc, MARGIN, y, WIDTH, 'Linha digitável', line);
  return y + 50;
}

/** One row of boxes, left to right, sharing the row's height; widths are fractions of the page width. */
function row(doc: PDFKit.PDFDocument, y: number, cells: [fraction: number, label: string, value: string][]) {
  let x = MARGIN;
  for (const [fraction, label, value] of cells) {
    box(doc, x, y, WIDTH * fraction, label, value);
    x += WIDTH * fraction;
  }
}

/** The 'ficha de compensação' in the usual FEBRABAN layout: the part the bank reads, with the barcode at the bottom. */
function drawSlip(doc: PDFKit.PDFDocument, request: BoletoPdfRequest, line: string, barcode: Buffer, top: number) {
  const amount = formatBRL(request.amount);
  const right = MARGIN + WIDTH * 0.7;
  let y = top;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .dash(3, { space: 3 })
    .stroke('#999999')
    .undash();
  y += 14;
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor('#000000')
    .text(SANDBOX_BANK_NAME, MARGIN, y + 4, { width: 110 });
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(`${SANDBOX_BANK_CODE}-${SANDBOX_BANK_CHECK_DIGIT}`, MARGIN + 112, y);
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(line, MARGIN + 170, y + 4, { width: WIDTH - 170, align: 'right' });
  y += 26;
  row(doc, y, [
    [0.7, 'Local de pagamento', 'Pagável em qualquer banco até o vencimento (sandbox)'],
    [0.3, 'Vencimento', formatDate(request.dueDate)],
  ]);
  y += 30;
  box(
    doc,
    MARGIN,
    y,
    WIDTH * 0.7,
    'Beneficiário',
    partyLines(request.beneficiaryName, request.beneficiaryDocument, request.beneficiaryAddress),
    40,
  );
  box(doc, MARGIN + WIDTH * 0.7, y, WIDTH * 0.3, 'Agência / Código do beneficiário', beneficiaryCode(), 40);
  y += 40;
  row(doc, y, [
    [0.15, 'Data do documento', formatDate(request.documentDate)],
    [0.17, 'Número do documento', request.reference.slice(0, 8).toUpperCase()],
    [0.11, 'Espécie doc.', 'DS'],
    [0.07, 'Aceite', 'N'],
    [0.2, 'Data do processamento', formatDate(request.processingDate)],
    [0.3, 'Nosso número', request.ourNumber],
  ]);
  y += 30;
  row(doc, y, [
    [0.15, 'Uso do banco', ''],
    [0.15, 'Carteira', SANDBOX_WALLET],
    [0.1, 'Espécie', 'R$'],
    [0.15, 'Quantidade', ''],
    [0.15, 'Valor', ''],
    [0.3, '(=) Valor do documento', amount],
  ]);
  y += 30;
  box(doc, MARGIN, y, WIDTH * 0.7, 'Instruções (texto de responsabilidade do beneficiário)', request.instructions, 150);
  [
    '(-) Desconto / Abatimento',
    '(-) Outras deduções',
    '(+) Mora / Multa',
    '(+) Outros acréscimos',
    '(=) Valor cobrado',
  ].forEach((label, index) => box(doc, right, y + index * 30, WIDTH * 0.3, label, ''));
  y += 150;
  box(doc, MARGIN, y, WIDTH, 'Pagador', partyLines(request.payerName, request.payerDocument, request.payerAddress), 40);
  y += 40;
  box(doc, MARGIN, y, WIDTH, 'Sacador/Avalista', '');
  y += 40;
  doc.image(barcode, MARGIN, y, { width: mm(103), height: mm(13) });
  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor('#555555')
    .text('Autenticação mecânica - Ficha de Compensação', MARGIN, y + mm(13) + 6);
}

/** Name and document on the first line, the address (or that it is unknown) on the second. */
const partyLines = (name: string, document: string, address: string | null) => [
  `${name} - ${formatDocument(document)}`,
  address ?? 'Endereço não informado',
];

/**
 * The boleto as an A4 PDF: the payer's receipt, then the ficha de compensação with the ITF barcode.
 * Only pdfkit's built-in Helvetica is used: its WinAnsi encoding covers pt-BR (á, ç, ã, õ, ê...).
 */
export async function renderBoletoPdf(request: BoletoPdfRequest): Promise<Buffer> {
  const barcode = await barcodePng(request.barcode);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Boleto - ${request.title}`, Author: request.beneficiaryName },
  });
  const done = collectPdf(doc);
  const line = formatDigitableLine(request.digitableLine);
  const slipTop = drawReceipt(doc, request, line);
  drawSlip(doc, request, line, barcode, slipTop);
  doc.end();
  return done;
}
