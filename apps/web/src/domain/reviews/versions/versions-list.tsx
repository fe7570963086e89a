import { Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { Audio } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';

/** What the versions list needs of each version. */
export type VersionOf = Pick<Audio, 'id' | 'title' | 'version' | 'versionNote' | 'createdAt'>;

/**
 * A take's versions, newest first, as buttons to compare them (A/B): the chosen one plays at the
 * same moment of the music. Under them, when the chosen one was uploaded and what changed.
 * Nothing shows for a take with a single version.
 */
export function VersionsList<V extends VersionOf>({
  versions,
  chosenId,
  onChoose,
}: {
  versions: readonly V[];
  chosenId: string;
  onChoose: (version: V) => void;
}) {
  const { t } = useTranslation();
  const chosen = versions.find((version) => version.id === chosenId) ?? versions[0];
  if (versions.length < 2 || !chosen) return null;
  const latest = versions[0];

  return (
    <Stack spacing={0.75} sx={{ minWidth: 0 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={chosen.id}
        onChange={(_event, id: string | null) => {
          const version = versions.find((candidate) => candidate.id === id);
          if (version) onChoose(version);
        }}
        aria-label={t('reviews.versions.label', { title: latest?.title ?? chosen.title })}
        sx={{ flexWrap: 'wrap' }}
      >
        {versions.map((version) => {
          const label = t(
            version === latest ? 'reviews.versions.latest' : 'reviews.versions.short',
            {
              version: version.version,
            },
          );
          return (
            <ToggleButton
              key={version.id}
              value={version.id}
              // The name starts from the text shown (WCAG 2.5.3, label in name).
              aria-label={t('reviews.versions.play', { label, title: version.title })}
              sx={{ px: 1.5, textTransform: 'none', fontWeight: 600 }}
            >
              {label}
            </ToggleButton>
          );
        })}
      </ToggleButtonGroup>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('reviews.versions.uploadedOn', {
          version: chosen.version,
          date: formatDate(chosen.createdAt),
        })}
        {chosen.versionNote && ` · ${chosen.versionNote}`}
      </Typography>
    </Stack>
  );
}
