import { existsSync, readFileSync } from 'node:fs';
import {
  formatMoney,
  fxRateText,
  japanDate,
  type Rounding,
  statementTotals,
  type TaxClass,
} from '@tourtariff/shared';
import type { StatementParty } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { periodOf } from './lines.ts';

/*
 * The statement as an A4 PDF (docs/statements.md §7; library and font: docs/decisions/0010-statement-pdf.md).
 * Japanese first, each label's English beside it in small type; the text is real text in an embedded subset
 * of Noto Sans CJK JP (Debian fonts-noto-cjk), so a search for a TT- reference finds it.
 */

/** Debian's fonts-noto-cjk collection and the face inside it pdfkit embeds. */
export const CJK_FONT = {
  path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  face: 'NotoSansCJKjp-Regular',
} as const;

/**
 * The collection's bytes, read once per process: reading 19 MB from disk on every draw was a third of a PDF's time
 * (docs/performance.md "Statements"). pdfkit still parses the face and subsets it per document.
 */
let fontBytes: Buffer | null = null;
const cjkFont = () => {
  fontBytes ??= readFileSync(CJK_FONT.path);
  return fontBytes;
};

type PdfStatement = {
  number: string | null;
  month: string;
  currency: string;
  rounding: Rounding;
  fxRate: number | null;
  issuer: StatementParty | null;
  recipient: StatementParty | null;
  issuedAt: Date | null;
  dueDate: string | null;
};
type PdfLine = {
  date: string;
  reference: string | null;
  description: string;
  groupText: string;
  amount: number;
  taxClass: TaxClass;
};

const ROUNDING_TEXT: Record<Rounding, string> = {
  down: '切り捨て (round down)',
  half_up: '四捨五入 (half up)',
  up: '切り上げ (round up)',
};
const TAX_TEXT: Record<TaxClass, string> = { standard: '10%', reduced: '8%※', none: '対象外' };

const A4 = { width: 595.28, height: 841.89, margin: 40 };
const jpDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${y}年${m}月${d}日`;
};

/** The PDF bytes of a statement (or, with `creditNote`, of a credit note for these negative lines). */
export async function statementPdf(
  statement: PdfStatement,
  lines: PdfLine[],
  _notes: unknown[],
  options: { creditNote?: { reason: string; original: string } } = {},
): Promise<Buffer> {
  if (!existsSync(CJK_FONT.path))
    throw new AppError('service.unavailable', 'The Japanese font for statement PDFs is not installed');
  const money = (minor: number) => formatMoney(minor, statement.currency, 'jp');
  const yen = (minor: number) => formatMoney(minor, 'JPY', 'jp');
  const totals = statementTotals(lines, {
    rounding: statement.rounding,
    currency: statement.currency,
    fxRate: statement.fxRate,
  });
  // Loaded on the first PDF, not at start: most processes never draw one (docs/performance.md "Memory").
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: A4.margin,
    info: { Title: statement.number ?? statement.month, Author: statement.issuer?.name ?? '' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('jp', cjkFont(), CJK_FONT.face);
  doc.font('jp');
  const left = A4.margin;
  const right = A4.width - A4.margin;
  const width = right - left;

  const label = (jp: string, en: string, x: number, y: number, size = 9) => {
    doc.fontSize(size).text(jp, x, y, { lineBreak: false });
    const w = doc.widthOfString(jp);
    doc
      .fontSize(6)
      .fillColor('#555')
      .text(en, x + w + 3, y + size - 6, { lineBreak: false });
    doc.fillColor('black');
  };

  const credit = options.creditNote;
  doc.fontSize(18).text(credit ? '返還請求書' : '請求書', left, 40, { width, align: 'center' });
  doc
    .fontSize(8)
    .fillColor('#555')
    .text(credit ? 'Credit note' : 'Qualified invoice', left, 62, { width, align: 'center' });
  doc.fillColor('black');

  // Recipient (宛名) on the left, the invoice's numbers and the issuer on the right.
  doc.fontSize(13).text(`${statement.recipient?.name ?? ''} 御中`, left, 90, { width: 280 });
  if (statement.recipient?.address)
    doc.fontSize(8).text(statement.recipient.address, left, doc.y + 2, { width: 280 });
  const period = periodOf(statement.month);
  label('対象期間', 'Period', left, 140);
  doc
    .fontSize(9)
    .text(
      `${jpDate(period.from)}～${jpDate(period.to)}（${statement.month.replace('-', '年')}月分）`,
      left + 60,
      140,
    );

  const rx = 330;
  let ry = 90;
  const pair = (jp: string, en: string, value: string) => {
    label(jp, en, rx, ry);
    doc.fontSize(9).text(value, rx + 80, ry, { width: right - rx - 80 });
    ry += 14;
  };
  pair('請求書番号', 'No.', statement.number ?? '');
  if (credit) pair('元の請求書', 'Original', credit.original);
  pair('発行日', 'Issued', statement.issuedAt ? jpDate(japanDate(statement.issuedAt)) : '');
  ry += 4;
  doc.fontSize(10).text(statement.issuer?.name ?? '', rx, ry, { width: right - rx });
  ry = doc.y + 2;
  if (statement.issuer?.address) {
    doc.fontSize(8).text(statement.issuer.address, rx, ry, { width: right - rx });
    ry = doc.y + 2;
  }
  pair('登録番号', 'Registration No.', statement.issuer?.invoiceNumber ?? '');

  // The amount billed.
  const boxY = Math.max(ry, 165) + 6;
  doc.rect(left, boxY, 280, 28).stroke();
  label(
    credit ? '返還金額（税込）' : 'ご請求金額（税込）',
    credit ? 'Credit incl. tax' : 'Amount due incl. tax',
    left + 6,
    boxY + 9,
    10,
  );
  doc.fontSize(13).text(money(totals.total), left + 150, boxY + 7, { width: 124, align: 'right' });
  let y = boxY + 40;
  if (credit) {
    label('理由', 'Reason', left, y);
    doc.fontSize(9).text(credit.reason, left + 40, y, { width: width - 40 });
    y = doc.y + 6;
  }

  // The line table.
  const cols = [
    { jp: '日付', en: 'Date', w: 62 },
    { jp: '予約番号', en: 'Reference', w: 92 },
    { jp: '内容', en: 'Description', w: 170 },
    { jp: '人数', en: 'Group', w: 70 },
    { jp: '税率', en: 'Tax', w: 40 },
    { jp: '金額（税込）', en: 'Amount', w: width - 434 },
  ];
  const header = () => {
    let x = left;
    doc.rect(left, y - 2, width, 14).fill('#eeeeee');
    doc.fillColor('black');
    for (const col of cols) {
      label(col.jp, col.en, x + 2, y, 8);
      x += col.w;
    }
    y += 16;
  };
  header();
  for (const line of lines) {
    if (y > A4.height - 80) {
      doc.addPage();
      y = A4.margin;
      header();
    }
    const cells = [
      line.date,
      line.reference ?? '',
      line.description,
      line.groupText,
      TAX_TEXT[line.taxClass],
      money(line.amount),
    ];
    let x = left;
    cells.forEach((cell, i) => {
      const col = cols[i] as (typeof cols)[number];
      doc.fontSize(8).text(cell, x + 2, y, {
        width: col.w - 4,
        lineBreak: false,
        ellipsis: true,
        align: i === 5 ? 'right' : 'left',
      });
      x += col.w;
    });
    y += 13;
  }
  doc.moveTo(left, y).lineTo(right, y).stroke();
  y += 8;

  // Per-rate totals and taxes, outside-tax lines, the total.
  if (y > A4.height - 200) {
    doc.addPage();
    y = A4.margin;
  }
  const sx = 300;
  const sum = (jp: string, en: string, value: string) => {
    label(jp, en, sx, y);
    doc.fontSize(9).text(value, sx + 120, y, { width: right - sx - 120, align: 'right' });
    y += 14;
  };
  for (const rate of totals.rates) {
    const name = rate.taxClass === 'standard' ? '10%対象' : '8%対象（軽減税率）';
    const en = rate.taxClass === 'standard' ? '10% items' : '8% reduced';
    sum(name, en, money(rate.total));
    sum(`  うち消費税 ${rate.percent}%`, 'tax', money(rate.tax));
    if (rate.yen) {
      sum('  円換算 合計', 'in yen', yen(rate.yen.total));
      sum('  円換算 消費税', 'tax in yen', yen(rate.yen.tax));
    }
  }
  sum('非課税・不課税', 'Outside consumption tax', money(totals.outside));
  sum('合計', 'Total', money(totals.total));
  sum('消費税合計', 'Tax total', money(totals.tax));
  y += 4;
  doc.fontSize(7).fillColor('#555');
  doc.text(`端数処理 Rounding: 税率ごとに1回 ${ROUNDING_TEXT[statement.rounding]}`, left, y, { width });
  if (statement.fxRate !== null && statement.currency !== 'JPY')
    doc.text(`換算レート Rate: 1 ${statement.currency} = ${fxRateText(statement.fxRate)}円`, left, doc.y, {
      width,
    });
  doc.text(
    '※ 各明細の消費税額は参考値です (line taxes for reference only); 8%※ は軽減税率対象',
    left,
    doc.y,
    { width },
  );
  doc.fillColor('black');
  y = doc.y + 10;

  if (!credit) {
    label('振込先', 'Bank account', left, y);
    doc.fontSize(9).text(statement.issuer?.bank ?? '—', left + 70, y, { width: width - 70 });
    y = doc.y + 4;
    label('お支払期限', 'Due date', left, y);
    doc.fontSize(9).text(statement.dueDate ? jpDate(statement.dueDate) : '—', left + 70, y);
  }
  doc.end();
  return done;
}
