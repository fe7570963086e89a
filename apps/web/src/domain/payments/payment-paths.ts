import { API_PREFIX } from '@cuebrief/shared';

const id = (value: string) => encodeURIComponent(value);

/** Every address of decision 013's payment and licence calls, in one place. */
export const paymentsApi = {
  createSubscription: `${API_PREFIX.payment}/client/create-subscription`,
  cancelSubscription: `${API_PREFIX.payment}/client/cancel-subscription`,
  subscription: `${API_PREFIX.payment}/client/subscription`,
  clientPayments: `${API_PREFIX.payment}/client/payments`,
  adminPayments: `${API_PREFIX.payment}/admin/payments`,
  sendClientCheckout: `${API_PREFIX.payment}/admin/send-client-checkout`,
  clientOffers: `${API_PREFIX.request}/client/offers`,
  sendDownloadInfo: (licenceId: string) =>
    `${API_PREFIX.request}/admin/send-download-audio-info/${id(licenceId)}`,
  licencePdf: (audioId: string) => `${API_PREFIX.request}/pdf/${id(audioId)}`,
} as const;
