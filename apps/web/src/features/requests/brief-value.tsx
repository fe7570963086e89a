import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink, isWebAddress } from '../../components/external-link';
import { formatDay } from '../../lib/format-date';
import { formatUsd } from '../../lib/format-usd';
import type { BriefFacts } from './brief-facts';
import type { BriefField } from './request-steps';

/** One answer of a brief, shown for reading; null when it was not given. */
export function useBriefValue(facts: BriefFacts): (field: BriefField) => ReactNode | null {
  const { t } = useTranslation();
  return (field) => {
    switch (field) {
      case 'tempo': {
        const [from, to] = facts.tempo;
        return from === null || to === null ? null : t('requests.tempoRange', { from, to });
      }
      case 'budget':
        return facts.budget === null ? null : formatUsd(facts.budget);
      case 'deadline':
        return facts.deadline ? formatDay(facts.deadline) : null;
      case 'brief':
        return facts.brief ? (
          // Briefs are written with line breaks; pre-line keeps them.
          <Typography component="span" sx={{ whiteSpace: 'pre-line' }}>
            {facts.brief}
          </Typography>
        ) : null;
      case 'references':
        return facts.references.length === 0 ? null : (
          <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
            {facts.references.map((url) => (
              <li key={url}>
                {isWebAddress(url) ? <ExternalLink href={url}>{url}</ExternalLink> : url}
              </li>
            ))}
          </Stack>
        );
      default: {
        const value = facts[field];
        if (Array.isArray(value)) return value.length > 0 ? value.join(', ') : null;
        return typeof value === 'string' && value !== '' ? value : null;
      }
    }
  };
}
