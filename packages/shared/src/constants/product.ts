export const PRODUCT_NAME = 'Cuebrief';
export const COMPANY_NAME = 'Cuebrief Ltd';

/** Route prefixes of the API (docs/contracts.md#api-routes). */
export const API_PREFIX = {
  auth: '/users/v1/auth',
  request: '/users/v1/request',
  payment: '/users/v1/payment',
  mail: '/users/v1/mail',
  /** Signed, expiring links to stored files (audio, stems), loaded without a token. */
  media: '/users/v1/media',
  /** A shared shortlist's page, for its recipient: the link's token is the permission. */
  share: '/users/v1/share',
  tickets: '/tickets/v1',
} as const;
