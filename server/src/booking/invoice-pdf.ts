// The invoice as a PDF, drawn with pdfkit (pure JavaScript, maintained) in the standard Helvetica fonts: no font
// files, no network. The text is the invoice model's, already in the reader's language.
import type { Invoice } from '@rove/contract';
// oxlint-disable-next-line import/no-named-as-default -- the types describe the default export only
import PDFDocument from 'pdfkit';
import { formatInvoiceDay, formatInvoiceMoney } from './invoice.ts';

/** Helvetica's WinAnsi encoding has no narrow or non-breaking spaces (French number formats use them). */
export function pdfText(value: string): string {
  return value.replace(/[\u202f\u00a0\u2009]/g, ' ').replace(/[^\u0020-\u00ff\n\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u20ac]/g, '?');
}

export function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: { Title: `${invoice.Title} ${invoice.Number}`, Author: 'Rove', Subject: invoice.Title },
    lang: invoice.Language === 'fr' ? 'fr-CA' : 'en-US',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const money = (amount: number) => pdfText(formatInvoiceMoney(amount, invoice.Currency, invoice.Language));
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const amountWidth = 120;

  const line = (label: string, amount: number, options: { bold?: boolean; detail?: string | null } = {}) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 40) doc.addPage();
    const y = doc.y;
    doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(pdfText(label), left, y, { width: width - amountWidth - 12 });
    const after = doc.y;
    doc.text(money(amount), left + width - amountWidth, y, { width: amountWidth, align: 'right' });
    doc.y = Math.max(after, doc.y);
    if (options.detail)
      doc.font('Helvetica').fontSize(8).fillColor('#555555').text(pdfText(options.detail), left, doc.y).fillColor('#000000');
    doc.moveDown(0.3);
  };

  doc.font('Helvetica-Bold').fontSize(22).text('Rove', left, doc.y);
  doc.moveDown(0.2);
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(pdfText(`${invoice.Title} ${invoice.Number}`));
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(pdfText(formatInvoiceDay(invoice.IssuedOn, invoice.Language)));
  doc.moveDown();

  const top = doc.y;
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(pdfText(invoice.Seller.join('\n')), left, top, { width: width / 2 - 10 });
  const sellerBottom = doc.y;
  doc.text(pdfText(invoice.BilledTo.join('\n')), left + width / 2, top, { width: width / 2 });
  doc.y = Math.max(sellerBottom, doc.y);
  doc.moveDown();

  for (const fact of invoice.Trip) {
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(pdfText(`${fact.Label}: `), left, doc.y, { continued: true });
    doc.font('Helvetica').text(pdfText(fact.Value));
  }
  doc.moveDown();

  for (const section of invoice.Sections) {
    doc.font('Helvetica-Bold').fontSize(12).text(pdfText(section.Heading), left, doc.y);
    doc
      .moveTo(left, doc.y + 2)
      .lineTo(left + width, doc.y + 2)
      .strokeColor('#999999')
      .lineWidth(0.5)
      .stroke();
    doc.moveDown(0.5);
    for (const item of section.Lines) line(item.Label, item.Amount, { detail: item.Detail });
    doc.moveDown(0.5);
  }

  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor('#000000')
    .lineWidth(1)
    .stroke();
  doc.moveDown(0.5);
  for (const total of invoice.Totals) line(total.Label, total.Amount, { bold: true });
  doc.moveDown();
  doc.font('Helvetica').fontSize(8).fillColor('#555555');
  for (const note of invoice.Notes) doc.text(pdfText(note), left, doc.y, { width });
  doc.end();
  return done;
}
