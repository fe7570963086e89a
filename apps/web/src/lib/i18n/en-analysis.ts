/**
 * The texts of brief fit (docs/contracts.md#brief-fit): what the server measured in an audio,
 * how a take fits its brief, and the client's sorting and filtering by fit. Part of the
 * signed-in screens' texts (en-workspace.ts), kept apart so that file stays readable.
 */
export const enAnalysis = {
  measured: 'Measured',
  measuredOf: 'Measured in {{title}}',
  pending: 'Analysing…',
  pendingText: 'Measuring tempo, key and loudness. This takes a few seconds.',
  failed: 'Could not be measured',
  failedText: 'The audio plays as usual; its tempo, key and loudness are not known.',
  /** A stated value shown in its place where the uploader gave none. */
  measuredMark: '{{value}} (measured)',
  values: {
    bpm: '{{bpm}} BPM',
    loudness: '{{lufs}} LUFS',
    truePeak: 'true peak {{dbtp}} dBTP',
    silence: 'silence {{lead}} s at the start, {{tail}} s at the end',
    clipped_one: '{{count}} clipped sample',
    clipped_other: '{{count}} clipped samples',
  },
  fit: {
    label: 'How {{title}} fits the brief',
    summary: {
      fits: 'Fits the brief',
      close: 'Close to the brief',
      off: 'Off the brief',
    },
    /** Read before each dimension's reason, after its name. */
    verdicts: {
      fits: 'fits',
      close: 'close',
      off: 'off',
    },
    dimensions: {
      tempo: 'Tempo',
      key: 'Key',
      length: 'Length',
      truePeak: 'Peak',
    },
  },
  mismatches: {
    label: 'Stated and measured',
    bpm: 'Tempo',
    key: 'Key',
  },
  order: {
    label: 'Order and filter the takes',
    sort: 'Sort',
    newest: 'Newest first',
    bestFit: 'Best fit first',
    fitsOnly: 'Fits the brief',
    fitsOnlyHelp: 'Only takes whose tempo, key, length and peak all fit',
    shown_one: '{{count}} take shown of {{total}}',
    shown_other: '{{count}} takes shown of {{total}}',
    noneFit: 'No take fits the brief yet. Takes close to it, or still being measured, are hidden.',
    showAll: 'Show every take',
  },
  replace: {
    hint: 'Not what the brief asks? Delete this take and upload another before the client listens.',
    delete: 'Delete and upload again',
    deleteOf: 'Delete {{title}} and upload again',
    deleting: 'Deleting…',
    deleted: '“{{title}}” was deleted. Upload another take below.',
    deleteFailed: 'The audio could not be deleted: {{reason}}',
  },
} as const;
