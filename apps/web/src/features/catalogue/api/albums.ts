import type { AdminAlbum, Album, CreateAlbumBody, UpdateAlbumBody } from '@cuebrief/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { catalogueApi } from './paths';

/** Every album query starts with this, so one change refreshes the grid and the album alike. */
export const ALBUMS_KEY = ['albums'] as const;
const albumKey = (albumId: string) => [...ALBUMS_KEY, 'one', albumId] as const;

/**
 * GET /albums (published, for clients) or GET /albums/admin (all, with counts). Which one
 * depends on the role, so nothing is asked until the profile says it (`isViewerKnown`).
 */
export function useAlbums(isAdmin: boolean, isViewerKnown: boolean) {
  return useQuery({
    enabled: isViewerKnown,
    queryKey: [...ALBUMS_KEY, isAdmin ? 'admin' : 'published'],
    queryFn: async () =>
      (
        await api.request<(Album | AdminAlbum)[]>(
          isAdmin ? catalogueApi.adminAlbums : catalogueApi.albums,
        )
      ).data,
  });
}

/** GET /album/{id}: one album with its cover. */
export function useAlbum(albumId: string) {
  return useQuery({
    queryKey: albumKey(albumId),
    queryFn: async () => (await api.request<Album>(catalogueApi.album(albumId))).data,
  });
}

/** POST /add/album (admin): the new album, to add tracks to next. */
export function useCreateAlbum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateAlbumBody) =>
      (await api.request<Album>(catalogueApi.addAlbum, { method: 'POST', body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALBUMS_KEY }),
  });
}

/** PUT /album/{id} (admin): title and description. */
export function useUpdateAlbum(albumId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateAlbumBody) =>
      (await api.request<Album>(catalogueApi.album(albumId), { method: 'PUT', body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALBUMS_KEY }),
  });
}

/**
 * POST /album/{id}/publish or /unpublish (admin): clients find the album from now on, or no
 * longer; an album without tracks is refused (decision 043).
 */
export function useSetAlbumPublished(albumId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (isPublished: boolean) =>
      (
        await api.request<AdminAlbum>(
          isPublished ? catalogueApi.publish(albumId) : catalogueApi.unpublish(albumId),
          { method: 'POST' },
        )
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALBUMS_KEY }),
  });
}

/** DELETE /album/{id} (admin): the album, its tracks and their files. */
export function useDeleteAlbum(albumId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.request<unknown>(catalogueApi.album(albumId), { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: albumKey(albumId) });
      return queryClient.invalidateQueries({ queryKey: ALBUMS_KEY });
    },
  });
}

/** After a cover or a track is stored, the album and the grid read it again (links, counts). */
export function useReloadAlbums() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ALBUMS_KEY });
}
