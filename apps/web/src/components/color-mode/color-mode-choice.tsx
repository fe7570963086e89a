import type { ColorSchemeChoice } from '@cuebrief/shared';
import { ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useColorModeChoice } from '../../lib/color-mode/use-color-mode-choice';
import { SectionCard } from '../section-card';
import { COLOR_MODE_OPTIONS } from './color-mode-options';

/** Settings' colour scheme section: the three choices side by side, the current one pressed. */
export function ColorModeChoice() {
  const { t } = useTranslation();
  const { choice, choose } = useColorModeChoice();
  return (
    <SectionCard title={t('colorMode.title')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('colorMode.lead')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        value={choice}
        aria-label={t('colorMode.title')}
        onChange={(_event, next: ColorSchemeChoice | null) => next && choose(next)}
        sx={{ flexWrap: 'wrap' }}
      >
        {COLOR_MODE_OPTIONS.map(({ choice: option, Icon, label }) => (
          <ToggleButton key={option} value={option} sx={{ gap: 1, px: 2 }}>
            <Icon fontSize="small" />
            {t(label)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </SectionCard>
  );
}
