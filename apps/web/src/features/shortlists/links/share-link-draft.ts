import {
  SHARE_LINK_DEFAULT_DAYS,
  SHARE_LINK_MAX_DAYS,
  createShareLinkBodySchema,
} from '@cuebrief/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { localDayOf } from '../../../lib/calendar-day';
import { validateForm } from '../../../lib/form-resolver';
import i18n from '../../../lib/i18n/i18n';

/** The share form as typed: the expiry is a day of the person's calendar (a date input). */
export type ShareLinkDraft = {
  label: string;
  email: string;
  expiresAt: string;
  password: string;
  allowDownloads: boolean;
};

/** What the form hands its call: the body as the shared schema reads it. */
export type ShareLinkBody = z.output<typeof createShareLinkBodySchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The latest moment a link made now may end (docs/contracts.md#share-links). */
const latestEndOf = (now: Date) => new Date(now.getTime() + SHARE_LINK_MAX_DAYS * DAY_MS);

/** The days the date input offers: from today to SHARE_LINK_MAX_DAYS ahead. */
export function expiryDaysOf(now: Date): { min: string; max: string } {
  return { min: localDayOf(now), max: localDayOf(latestEndOf(now)) };
}

/** A new link's form: no password, no downloads, ending SHARE_LINK_DEFAULT_DAYS from today. */
export function newShareLinkDraft(now: Date): ShareLinkDraft {
  return {
    label: '',
    email: '',
    expiresAt: localDayOf(new Date(now.getTime() + SHARE_LINK_DEFAULT_DAYS * DAY_MS)),
    password: '',
    allowDownloads: false,
  };
}

/**
 * When a link chosen to end on `day` ends: at the end of that day where the person is, but never
 * past SHARE_LINK_MAX_DAYS from now (the last day offered would pass it by the rest of the day).
 * Null for a day outside the ones offered, or no day.
 */
export function expiresAtOf(day: string, now: Date): string | null {
  const { min, max } = expiryDaysOf(now);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match || day < min || day > max) return null;
  const endOfDay = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59);
  return new Date(Math.min(endOfDay.getTime(), latestEndOf(now).getTime())).toISOString();
}

/**
 * The share form's check: the shared schema of POST links, with the day turned into the moment
 * the link ends; a day outside the ones offered is refused here with the range it must be in.
 */
export function shareLinkResolver(
  now: () => Date,
): Resolver<ShareLinkDraft, unknown, ShareLinkBody> {
  return async (draft) => {
    const expiresAt = expiresAtOf(draft.expiresAt, now());
    const checked = validateForm<typeof createShareLinkBodySchema, ShareLinkDraft>(
      createShareLinkBodySchema,
      // No day at all reads "Required"; a day out of range gets its own message below.
      { ...draft, expiresAt: expiresAt ?? undefined },
    );
    const errors: FieldErrors<ShareLinkDraft> = { ...checked.errors };
    if (draft.expiresAt !== '' && expiresAt === null) {
      errors.expiresAt = {
        type: 'range',
        message: i18n.t('shortlists.share.expiryRange', { max: SHARE_LINK_MAX_DAYS }),
      };
    }
    if (Object.keys(errors).length === 0) return checked;
    return { values: {}, errors };
  };
}
