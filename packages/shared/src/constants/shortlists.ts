/**
 * The lengths of what a shortlist's client and a link's recipient write (docs/contracts.md#shortlists),
 * kept apart from the schemas: the recipient's page (a lean web entry of its own) reads them
 * without loading zod.
 */
export const SHORTLIST_NOTE_MAX_LENGTH = 500;
/** A recipient's reaction comment. */
export const SHARE_COMMENT_MAX_LENGTH = SHORTLIST_NOTE_MAX_LENGTH;
