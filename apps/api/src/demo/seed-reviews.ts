import type { AudioInfo, PassReason } from '@cuebrief/shared';
import type { UserRow } from '../db/schema';
import type { Services } from '../services';
import { demoMusicWav, wavUpload, type DemoMusic } from './demo-music';

/** A client's comment at a moment of a version, and the composer's answer to it if any. */
export type DemoComment = { at: number; end?: number; body: string; reply?: string };

/**
 * What happened to a demo take after it was sent: the client's comments on its first version,
 * the composer's second version with its note (and the client's comments on that one), and the
 * client's decision on the latest.
 */
export type DemoReview = {
  comments?: DemoComment[];
  secondVersion?: { note: string; info: AudioInfo; music: DemoMusic; comments?: DemoComment[] };
  decision?: { state: 'shortlisted' } | { state: 'passed'; reasons: PassReason[]; note?: string };
};

/** The clip name of a take's second version, which picks its own sounds. */
export const secondVersionClipName = (title: string) => `${title} v2`;

type ReviewServices = Pick<Services, 'reviews' | 'takeVersions' | 'audios'>;

async function comment(
  { reviews }: ReviewServices,
  people: { client: UserRow; composer: UserRow },
  audioId: string,
  { at, end, body, reply }: DemoComment,
): Promise<void> {
  const thread = await reviews.createComment(people.client, audioId, {
    body,
    atSeconds: at,
    endSeconds: end,
  });
  if (reply !== undefined) {
    await reviews.createComment(people.composer, audioId, { body: reply, parentId: thread.id });
  }
}

/**
 * Plays a demo take's review through the services, as its client and composer would: comments
 * and replies on v1, v2 uploaded with its note and played, comments on v2, then the decision.
 * Answers the take's latest version: its id and when it was uploaded.
 */
export async function seedReview(
  services: ReviewServices,
  people: { client: UserRow; composer: UserRow },
  take: { audioId: string; title: string; createdAt: string },
  review: DemoReview,
): Promise<{ audioId: string; createdAt: string }> {
  for (const said of review.comments ?? []) await comment(services, people, take.audioId, said);
  let latest = { audioId: take.audioId, createdAt: take.createdAt };
  const second = review.secondVersion;
  if (second) {
    const wav = demoMusicWav({ name: secondVersionClipName(take.title), music: second.music });
    const updated = await services.takeVersions.addVersion(
      people.composer,
      take.audioId,
      undefined,
      wavUpload(wav, { ...second.info, note: second.note }),
    );
    latest = { audioId: updated.id, createdAt: updated.createdAt };
    await services.audios.play(people.client, updated.id);
    for (const said of second.comments ?? []) await comment(services, people, updated.id, said);
  }
  if (review.decision) {
    await services.reviews.decide(people.client, latest.audioId, {
      reasons: [],
      ...review.decision,
    });
  }
  return latest;
}
