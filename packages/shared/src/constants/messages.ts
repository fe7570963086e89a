/**
 * The user-facing texts of docs/contracts.md#product-texts, shared so the API and the web say the
 * same thing.
 */
export const MESSAGES = {
  loginFailed: 'Login is failed',
  signUpEmailTaken: 'Sign up is failed, You have already used this email',
  contactEmailTaken: 'Contact us is failed, You have already used this email',
  checkoutFailed: 'checkout is fail',
  removeAccountFailed: 'Request failed, please try again later.',
  updateProfileFailed: 'UPDATE PROFILE FAILED',
  updateProfileSuccess: 'UPDATE PROFILE SUCCESS',
  updatePasswordFailed: 'UPDATE PASSWORD FAILED',
  updatePasswordSuccess: 'UPDATE PASSWORD SUCCESS',
  requestNotFound: 'REQUEST NOT FOUND',
  requestsNotFound: 'REQUESTS NOT FOUND',
  submissionFailed: 'SUBMISSION FAILED',
  createRequestFailed: 'CREATE_REQUEST_ERROR_MESSAGE',
  thankYou: 'Thank you for contacting us, we will get back to you as soon as possible.',
  audioReviewThanks: 'Thanks, we will contact you shortly.',
  invalidRefreshToken: 'INVALID_REFRESH_TOKEN',
  albumsNotFound: 'ALBUMS_NOT_FOUND',
  deleteAlbumFailed: 'DELETE_ALBUM_ERROR',
  uploadAlbumImageFailed: 'UPLOAD_ALBUM_IMG_ERROR',
  uploadAlbumAudioFailed: 'UPLOAD_ALBUM_AUDIO_ERROR',
  getAlbumFailed: 'GET_ALBUM_ERROR',
  getAudioFailed: 'GET_AUDIO_ERROR',
  deleteAudioFailed: 'DELETE_AUDIO_ERROR',
  updateAlbumFailed: 'UPDATE_ALBUM_ERROR',
  addAlbumFailed: 'ADD_ALBUM_ERROR',
} as const;
