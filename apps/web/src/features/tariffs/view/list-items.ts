/** Lines of a list text (inclusions, exclusions): one item per line, bullets a supplier typed removed. */
export function listItems(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*・•]\s*)?/, '').trim())
    .filter(Boolean);
}
