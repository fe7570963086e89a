/**
 * The texts of the client's dense table of a request's takes, and the switch between it and the
 * cards. Part of the signed-in screens' texts (en-workspace.ts).
 */
export const enTakesTable = {
  view: {
    label: 'Show the takes as',
    cards: 'Cards',
    table: 'Table',
  },
  caption: 'The takes sent to this request, one row each, its latest version',
  scrollRegion: 'Table of takes; scroll sideways for more columns',
  columns: {
    title: 'Title',
    composer: 'Composer',
    version: 'Version',
    duration: 'Length',
    bpm: 'BPM',
    key: 'Key',
    fit: 'Fit',
    decision: 'Decision',
    favourite: 'Favourite',
    offer: 'Offer',
    shortlist: 'Shortlist',
    submitted: 'Submitted',
    waveform: 'Waveform',
  },
  sortBy: 'Sort by {{column}}',
  version: 'v{{version}}',
  versionOf: 'v{{version}} of {{count}}',
  measured: '{{value}}, measured',
  measuredHint: 'Measured: the composer did not say',
  notKnown: '—',
  undecided: 'Undecided',
  byComposer: 'by {{name}}',
  fitsOnly: 'Only takes that fit the brief',
  rowsPerPage: 'Takes per page',
  shownOf: '{{from}}–{{to}} of {{count}}',
  empty: 'No music has been sent to this request yet.',
  noneFit: 'No take fits the brief yet. Takes close to it, or still being measured, are hidden.',
  showAll: 'Show every take',
  loadFailed: 'The takes could not be loaded.',
} as const;
