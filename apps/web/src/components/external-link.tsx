import { Link, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from './visually-hidden';

/** Only web addresses become links; anything else stays text (never a `javascript:` link). */
export const isWebAddress = (text: string) => /^https?:\/\//i.test(text);

/** A link to another site: it opens in a new tab, and says so to screen readers. */
export function ExternalLink({
  href,
  children,
  sx,
}: {
  href: string;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation();
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" sx={sx}>
      {children} <VisuallyHidden>{t('common.opensInNewTab')}</VisuallyHidden>
    </Link>
  );
}
