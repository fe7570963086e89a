import type { z } from 'zod';
import { validationError, type FieldError } from '../../lib/app-error';

/** The multipart field that carries what the uploader says of an audio, as JSON text. */
export const AUDIO_INFO_FIELD = 'infoData';

const refused = (message: string) => validationError([{ field: AUDIO_INFO_FIELD, message }]);

/**
 * The `infoData` of an audio upload: JSON text (or JSON the parser already read, when the part
 * said `application/json`) matching `schema`; blank means "nothing to say" (an empty object).
 * Refusals name the field as `infoData.<key>`, as a JSON body's would.
 */
export function parseInfoData<S extends z.ZodType>(
  schema: S,
  value: unknown,
  isCut: boolean,
): z.output<S> {
  if (isCut) throw refused('This audio info is too long');
  let json = value;
  if (typeof value === 'string') {
    if (value.trim() === '') json = {};
    else {
      try {
        json = JSON.parse(value);
      } catch {
        throw refused('Send the audio info as JSON text, such as {"bpm": 120}');
      }
    }
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const fields: FieldError[] = parsed.error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({
          field: [AUDIO_INFO_FIELD, ...issue.path.map(String), key].join('.'),
          message: 'This field is not allowed',
        }))
      : [
          {
            field: [AUDIO_INFO_FIELD, ...issue.path.map(String)].join('.'),
            message: issue.message,
          },
        ],
  );
  throw validationError(fields);
}
