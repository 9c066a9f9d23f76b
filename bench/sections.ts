/*
 * How a bench writes its figures into docs/performance.md: between the section's markers, so what people wrote
 * around them (the analysis, the history of earlier runs) stays when the bench runs again.
 */

export const GENERATED_START = '<!-- bench start: written by the benchmark, edits here are replaced -->';
export const GENERATED_END = '<!-- bench end -->';

/**
 * `text` with the section `heading` holding `body` between its markers. A section without them gets them right
 * under its heading, its former text kept below; a missing section is appended.
 */
export function withSection(text: string, heading: string, body: string): string {
  const generated = `${GENERATED_START}\n\n${body.trim()}\n\n${GENERATED_END}`;
  // Where the heading's line begins (a newline put in front so that a heading on the first line is found too).
  const at = `\n${text}`.indexOf(`\n${heading}\n`);
  if (at < 0) return `${text.trimEnd()}\n\n${heading}\n\n${generated}\n`;
  const next = text.indexOf('\n## ', at + heading.length);
  const end = next < 0 ? text.length : next + 1;
  const section = text.slice(at, end);
  const from = section.indexOf(GENERATED_START);
  const to = section.indexOf(GENERATED_END);
  const written =
    from >= 0 && to > from
      ? `${section.slice(0, from)}${generated}${section.slice(to + GENERATED_END.length)}`
      : `${heading}\n\n${generated}\n\n${section.slice(heading.length).trimStart()}`;
  return `${text.slice(0, at)}${written.endsWith('\n') ? written : `${written}\n`}${text.slice(end)}`;
}
