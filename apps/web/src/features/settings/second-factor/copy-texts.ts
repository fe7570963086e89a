import type { TFunction } from 'i18next';
import type { CopyTexts } from '../../../components/copy-button';

/** What the copy buttons of the key and the recovery codes say, `copy` being their label. */
export const copyTexts = (t: TFunction, copy: string): CopyTexts => ({
  copy,
  copied: t('secondFactor.copied'),
  copiedStatus: t('secondFactor.copiedStatus'),
  failedStatus: t('secondFactor.copyFailed'),
});
