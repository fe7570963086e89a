import { screen } from '@testing-library/react';
import type { Album, AudioReviewBody, CatalogueAudio, Role } from '@cuebrief/shared';
import { Route, Routes } from 'react-router';
import { SubscriptionDialogProvider } from '../../domain/payments/subscription-dialog';
import { apiResponse, fakeApi, type FakeRequest } from '../../test/fake-api';
import { offerMadeAnswer } from '../../test/offers';
import { adminOfferOf } from '../../test/offers';
import { renderApp } from '../../test/render';
import { AlbumPage } from './album-page';
import { albumOf } from './test-fixtures';

// For the album page's tests, a client's and an admin's: its server, its page and its tracks.

/** A published album of three tracks. */
export const album = albumOf(1, {
  title: 'Night Cities',
  description: 'Neon synths for night drives.',
});
export const albumPath = `/cuebrief-music/${album.id}`;

type Answer = { status: number };
const failed = (answer?: Answer) =>
  answer && answer.status !== 200
    ? apiResponse(answer.status, null, { message: 'Something went wrong.' })
    : undefined;

/**
 * One album's server for a role: the album (`shown`, the published one of three tracks unless
 * given), its tracks, play, favourite, offer and deletes.
 */
export function albumApi(
  role: Role,
  tracks: object[],
  answers: {
    album?: Answer;
    tracks?: Answer;
    deleteTrack?: Answer;
    deleteAlbum?: Answer;
    offers?: Answer;
  } = {},
  shown: Album = album,
) {
  const offers: AudioReviewBody[] = [];
  const api = fakeApi(role, ({ method, path, body }: FakeRequest) => {
    if (path.endsWith(`/album/${album.id}`) && method === 'GET') {
      return failed(answers.album) ?? apiResponse(200, shown);
    }
    if (path.endsWith(`/album/${album.id}`) && method === 'DELETE') {
      return failed(answers.deleteAlbum) ?? apiResponse(200, null);
    }
    if (path.endsWith(`/album/audio/from/all/${album.id}`)) {
      return failed(answers.tracks) ?? apiResponse(200, tracks);
    }
    if (path.includes('/album/audio/') && method === 'DELETE') {
      return failed(answers.deleteTrack) ?? apiResponse(200, null);
    }
    const offersOf = path.match(/\/admin\/audio-review\/([^/]+)$/);
    if (offersOf) {
      const audio = tracks.find((one) => 'id' in one && one.id === offersOf[1]) as
        CatalogueAudio | undefined;
      if (!audio) return undefined;
      const count = 'offersCount' in audio ? Number(audio.offersCount) : 0;
      return (
        failed(answers.offers) ??
        apiResponse(200, {
          audio: { id: audio.id, title: audio.title, audioType: 'catalogue' },
          offers: Array.from({ length: count }, (_, n) =>
            adminOfferOf(n + 1, audio.id, { price: 1200 }),
          ),
        })
      );
    }
    const played = path.match(/\/audio\/([^/]+)\/play$/);
    if (played) {
      return apiResponse(200, {
        url: `https://media.test/${played[1]}.mp3`,
        expiresAt: '2099-01-01T00:00:00Z',
      });
    }
    if (path.endsWith('/client/audio-favorite')) return apiResponse(200, body);
    if (path.endsWith('/client/audio-review')) {
      offers.push(body as AudioReviewBody);
      return offerMadeAnswer(body as AudioReviewBody);
    }
    return undefined;
  });
  return { ...api, offers };
}

export type AlbumApi = ReturnType<typeof albumApi>;

/** The album page at `path`, with the grid it goes back to. */
export function renderPage(api: AlbumApi, path = albumPath) {
  renderApp(
    <SubscriptionDialogProvider>
      <Routes>
        <Route path="/cuebrief-music" element={<p>Album grid</p>} />
        <Route path="/cuebrief-music/:id" element={<AlbumPage />} />
      </Routes>
    </SubscriptionDialogProvider>,
    { api, path },
  );
  return api;
}

export const track = (title: string) => screen.getByRole('listitem', { name: title });
export const trackCalls = (api: AlbumApi) =>
  api.requests.filter((call) => call.path.endsWith(`/album/audio/from/all/${album.id}`));

export const fileOf = (name: string, bytes: number) => {
  const file = new File(['audio'], name);
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};
