import type { z } from 'zod';
import i18n from './i18n/i18n';

/**
 * The person-facing text of a failed check, from the en catalogue. The shared schemas carry
 * English messages for the API's answers; the app words them itself from the kind of failure,
 * so every text it shows is in its catalogue. A field-specific pattern (an IPI number, a phone)
 * has its own entry under `validation.pattern`, and a schema's own rule (a tempo range in
 * order) its entry under `validation.custom`.
 */
export function validationMessage(issue: z.core.$ZodIssue): string {
  const field = String(issue.path[0] ?? '');
  switch (issue.code) {
    case 'too_small':
      // A list is chosen from, not typed: "choose", not "enter".
      if (issue.origin === 'array') {
        return Number(issue.minimum) <= 1
          ? i18n.t('validation.chooseOne')
          : i18n.t('validation.chooseAtLeast', { min: Number(issue.minimum) });
      }
      if (issue.origin !== 'string') {
        return i18n.t(issue.inclusive === false ? 'validation.above' : 'validation.atLeast', {
          min: Number(issue.minimum),
        });
      }
      return Number(issue.minimum) <= 1
        ? i18n.t('validation.required')
        : i18n.t('validation.tooShort', { min: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'array') {
        return i18n.t('validation.chooseAtMost', { max: Number(issue.maximum) });
      }
      return issue.origin === 'string'
        ? i18n.t('validation.tooLong', { max: Number(issue.maximum) })
        : i18n.t('validation.atMost', { max: Number(issue.maximum) });
    case 'invalid_format':
      if (issue.format === 'email') return i18n.t('validation.email');
      if (issue.format === 'url') return i18n.t('validation.url');
      return i18n.exists(`validation.pattern.${field}`)
        ? i18n.t(`validation.pattern.${field}`)
        : i18n.t('validation.format');
    case 'invalid_value':
      return i18n.t('validation.choose');
    case 'invalid_type':
      if (issue.input === undefined) return i18n.t('validation.required');
      if (issue.expected === 'int') return i18n.t('validation.wholeNumber');
      return issue.expected === 'number'
        ? i18n.t('validation.number')
        : i18n.t('validation.format');
    case 'custom':
      return i18n.exists(`validation.custom.${field}`)
        ? i18n.t(`validation.custom.${field}`)
        : i18n.t('validation.format');
    default:
      return i18n.t('validation.format');
  }
}
