import { API_PREFIX } from '@cuebrief/shared';

const id = (value: string) => encodeURIComponent(value);

/** Every address of the submissions API (decision 009's prefix), in one place. */
export const submissionsApi = {
  openRequest: (requestId: string) => `${API_PREFIX.request}/composer/request/${id(requestId)}`,
  submit: (requestId: string) => `${API_PREFIX.request}/composer/submit/${id(requestId)}`,
  uploadAudio: (submissionId: string) =>
    `${API_PREFIX.request}/composer/submit/audio/${id(submissionId)}`,
  uploadStems: (audioId: string) => `${API_PREFIX.request}/composer/stems/${id(audioId)}`,
  uploadAudioFile: (audioId: string) => `${API_PREFIX.request}/composer/audio/${id(audioId)}/file`,
  composerSubmissions: `${API_PREFIX.request}/composer/submissions`,
  composerAudio: (audioId: string) => `${API_PREFIX.request}/composer/audio/${id(audioId)}`,
  composerSubmission: (submissionId: string) =>
    `${API_PREFIX.request}/composer/submission/${id(submissionId)}`,
  clientSubmissions: `${API_PREFIX.request}/client/submissions`,
  allSubmissions: `${API_PREFIX.request}/all/submissions`,
  download: (audioId: string) => `${API_PREFIX.request}/audio/${id(audioId)}/download`,
} as const;
