import qrcode from 'qrcode-generator';

/**
 * A QR code of `text` as one SVG path: a square of `size` modules, each dark module a 1×1 square, with a quiet
 * zone of 4 modules (ISO/IEC 18004) around it. Error correction M survives a smudged print.
 */
export function qrPath(text: string): { size: number; d: string } {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const count = code.getModuleCount();
  const quiet = 4;
  const parts: string[] = [];
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++)
      if (code.isDark(row, col)) parts.push(`M${col + quiet} ${row + quiet}h1v1h-1z`);
  return { size: count + 2 * quiet, d: parts.join('') };
}
