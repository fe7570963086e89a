// Sections of docs/benchmarks.md that a part of the bench measures on its own and puts in place.

/** The section under `heading` (up to the next `## `), or undefined when there is none. */
export function sectionOf(document: string, heading: string): string | undefined {
  const start = document.indexOf(`${heading}\n`);
  if (start === -1) return undefined;
  const next = document.indexOf('\n## ', start + heading.length);
  return document.slice(start, next === -1 ? undefined : next + 1);
}

/**
 * `document` with the section under `heading` replaced by `section`, else with `section` added
 * before the reproduce section (or at the end); unchanged when `section` is undefined.
 */
export function withSection(
  document: string,
  heading: string,
  section: string | undefined,
): string {
  if (section === undefined) return document;
  const body = `${section.trimEnd()}\n\n`;
  const old = sectionOf(document, heading);
  if (old !== undefined) {
    const start = document.indexOf(`${heading}\n`);
    return document.slice(0, start) + body + document.slice(start + old.length);
  }
  const before = document.indexOf('## Reproduce');
  if (before === -1) return `${document.trimEnd()}\n\n${body}`;
  return document.slice(0, before) + body + document.slice(before);
}
