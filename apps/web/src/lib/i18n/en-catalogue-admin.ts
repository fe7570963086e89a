import { MESSAGES } from '@cuebrief/shared';

/**
 * What admins read while running the catalogue (features/catalogue/admin): drafts and
 * publishing, the cover upload and editing a track (decision 043).
 */
export const enCatalogueAdmin = {
  draft: 'Draft',
  published: 'Published',
  publish: 'Publish',
  unpublish: 'Return to draft',
  needsTrack: 'Upload a track to publish this album.',
  isPublished: '“{{title}}” is published: clients can find it.',
  isDraft: '“{{title}}” is a draft again: clients no longer see it.',
  publishFailed: 'The album could not be published: {{reason}}',
  unpublishFailed: 'The album could not be returned to draft: {{reason}}',
  unpublishTitle: 'Return “{{title}}” to draft?',
  unpublishText:
    'Clients will no longer find the album or its tracks in the catalogue, their favourites or shortlists. Offers they made and licences they hold stay.',
  lastTrackText:
    'This is the last track of “{{title}}”, which is published. Deleting it returns the album to draft: clients will not see the album until it has a track and is published again.',
  cover: {
    upload: 'Upload cover',
    replace: 'Replace cover',
    uploading: 'Uploading cover…',
    stored: 'The cover is stored.',
    failed: MESSAGES.uploadAlbumImageFailed,
  },
  track: {
    edit: 'Edit',
    editOf: 'Edit {{title}}',
    title: 'Edit “{{title}}”',
    musicName: 'Music name',
    description: 'Description',
    descriptionHelp: 'Optional. Clients search by it.',
    bpm: 'Tempo (BPM)',
    bpmHelp: 'Optional. Without it, the measured tempo is shown.',
    key: 'Key',
    noKey: 'Not given (the measured key is shown)',
    save: 'Save',
    saved: '“{{title}}” is saved.',
    failed: 'The track could not be saved: {{reason}}',
  },
};
