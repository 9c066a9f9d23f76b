/**
 * A CSV text from a header and rows (RFC 4180): a cell with a comma, quote or line break is quoted and its quotes
 * doubled; a cell that starts like a formula (`=`, `+`, `-`, `@`) is prefixed with `'` so a spreadsheet shows
 * it instead of running it. Lines end in CRLF; a byte-order mark lets Excel read Japanese names as UTF-8.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cell = (value: string | number) => {
    const text = typeof value === 'number' ? String(value) : value.replace(/^([=+\-@])/, "'$1");
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = [header, ...rows].map((row) => row.map(cell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Hands a text to the browser as a file download. */
export function downloadText(text: string, filename: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
