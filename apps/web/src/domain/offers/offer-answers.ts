import type { AdminLicence, Licence, OfferAnswer, OfferAnswerResult } from '@cuebrief/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { paymentsApi } from '../payments/payment-paths';
import { audioOffersKey } from './use-audio-offers';

/**
 * POST /admin/send-client-checkout: accept (a checkout at the offered price is mailed) or
 * decline one offer, named by `audioReviewId` so a newer offer on the audio is not answered.
 */
export function useAnswerOffer(audioId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answer: { status: OfferAnswer; offerId: string }) =>
      (
        await api.request<OfferAnswerResult>(paymentsApi.sendClientCheckout, {
          method: 'POST',
          body: { status: answer.status, patientAudioId: audioId, audioReviewId: answer.offerId },
        })
      ).data,
    // The offer's state and its checkout come from the server, so the list is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: audioOffersKey(audioId) }),
  });
}

/** POST /admin/send-download-audio-info/{licenceId}: mails the client signed links to the files. */
export function useSendDownloadInfo(audioId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (licence: AdminLicence) =>
      (await api.request<Licence>(paymentsApi.sendDownloadInfo(licence.id), { method: 'POST' }))
        .data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: audioOffersKey(audioId) }),
  });
}
