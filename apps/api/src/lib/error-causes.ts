/** An error's fields, read without trusting its type: drivers and Node add their own. */
export type ErrorFields = Record<string, unknown>;

/**
 * An error and then each of its causes, outermost first. Wrappers keep what they wrap as
 * `cause` (Drizzle around the driver's error, a service around a stream's), so a check that
 * asks what an error really was walks all of them; a cycle of causes ends the walk.
 */
export function* causesOf(error: unknown): Generator<ErrorFields> {
  const seen = new Set<unknown>();
  for (let e = error; e && typeof e === 'object' && !seen.has(e); e = (e as ErrorFields).cause) {
    seen.add(e);
    yield e as ErrorFields;
  }
}
