/**
 * The words a brief is made of (docs/contracts.md#vocabularies): the wizard offers them, the API
 * accepts only them, and composers filter by them. Served by GET /users/v1/request/vocabularies.
 */
export const REQUEST_CATEGORIES = [
  'Advertising',
  'Trailer',
  'Film',
  'TV series',
  'Video game',
  'Documentary',
  'Online video',
  'Podcast',
  'Corporate',
  'Theatre',
] as const;

export const GENRES = [
  'Orchestral',
  'Cinematic',
  'Electronic',
  'Ambient',
  'Pop',
  'Rock',
  'Indie',
  'Hip hop',
  'R&B',
  'Soul',
  'Funk',
  'Jazz',
  'Blues',
  'Classical',
  'Folk',
  'Country',
  'Latin',
  'World',
  'Reggae',
  'Metal',
  'Lo-fi',
  'Trap',
] as const;

export const MOODS = [
  'Uplifting',
  'Inspiring',
  'Epic',
  'Hopeful',
  'Happy',
  'Playful',
  'Quirky',
  'Romantic',
  'Calm',
  'Nostalgic',
  'Sad',
  'Mysterious',
  'Tense',
  'Suspenseful',
  'Dark',
  'Dramatic',
  'Energetic',
  'Aggressive',
] as const;

export const INSTRUMENTS = [
  'Piano',
  'Strings',
  'Brass',
  'Woodwinds',
  'Choir',
  'Female vocals',
  'Male vocals',
  'Acoustic guitar',
  'Electric guitar',
  'Bass',
  'Drums',
  'Percussion',
  'Synthesizers',
  'Organ',
  'Harp',
  'Bells',
  'Ukulele',
  'Sound design',
] as const;

export const MUSICAL_KEYS = [
  'C major',
  'C minor',
  'C# major',
  'C# minor',
  'D major',
  'D minor',
  'Eb major',
  'Eb minor',
  'E major',
  'E minor',
  'F major',
  'F minor',
  'F# major',
  'F# minor',
  'G major',
  'G minor',
  'Ab major',
  'Ab minor',
  'A major',
  'A minor',
  'Bb major',
  'Bb minor',
  'B major',
  'B minor',
  'Any key',
] as const;

export const LENGTHS = [
  '15 seconds',
  '30 seconds',
  '60 seconds',
  '90 seconds',
  '2 minutes',
  '3 minutes or more',
] as const;

/** The requester's part in the project (the spec's `duty`). */
export const DUTIES = [
  'Music supervisor',
  'Creative director',
  'Producer',
  'Director',
  'Editor',
  'Brand manager',
  'Account manager',
  'Other',
] as const;

export const VOCABULARIES = {
  category: REQUEST_CATEGORIES,
  genre: GENRES,
  mood: MOODS,
  instrumentation: INSTRUMENTS,
  key: MUSICAL_KEYS,
  length: LENGTHS,
  duty: DUTIES,
} as const;
export type VocabularyName = keyof typeof VOCABULARIES;

/**
 * Why a client passes on a take (docs/contracts.md#reviews): served with the brief's words by
 * GET /users/v1/request/vocabularies as `passReasons`, not a brief field.
 */
export const PASS_REASONS = [
  'Tempo',
  'Key',
  'Mood',
  'Genre',
  'Instrumentation',
  'Production or mix',
  'Length or edit',
  'Too close to the reference',
  'Not original enough',
  'Brief changed',
  'Other',
] as const;

/** Tempo in beats per minute: what a person can mean by a tempo. */
export const TEMPO_MIN_BPM = 20;
export const TEMPO_MAX_BPM = 300;

/** Where a placement's music was used (docs/contracts.md#placements). */
export const PLACEMENT_MEDIA = ['TV', 'film', 'ad', 'trailer', 'game', 'online'] as const;
export type PlacementMedia = (typeof PLACEMENT_MEDIA)[number];
