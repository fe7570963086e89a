/** The one source of "now": tests replace it to travel through token lifetimes and windows. */
export type Clock = { now: () => Date };
export const systemClock: Clock = { now: () => new Date() };
