import { Box, Stack } from '@mui/material';
import type { BriefFit } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../components/visually-hidden';
import { VERDICT_LOOK } from './verdict-look';

const DIMENSIONS = ['tempo', 'key', 'length', 'truePeak'] as const;

/**
 * A take's fit, one badge per dimension its brief sets: the verdict's icon, the dimension's name
 * and the reason in words ("96 BPM; the brief asks 118–124"). Screen readers hear the verdict
 * too, which sighted readers take from the icon and colour.
 */
export function FitDimensions({ fit, title }: { fit: BriefFit; title: string }) {
  const { t } = useTranslation();
  const shown = DIMENSIONS.flatMap((name) => {
    const dimension = fit[name];
    return dimension ? [{ name, ...dimension }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <Stack
      component="ul"
      direction="row"
      useFlexGap
      aria-label={t('analysis.fit.label', { title })}
      data-testid="fit-dimensions"
      sx={{ flexWrap: 'wrap', gap: 0.75, listStyle: 'none', m: 0, p: 0 }}
    >
      {shown.map(({ name, verdict, reason }) => {
        const { color, Icon } = VERDICT_LOOK[verdict];
        return (
          <Box
            component="li"
            key={name}
            data-verdict={verdict}
            sx={(theme) => ({
              display: 'flex',
              alignItems: 'flex-start',
              gap: 0.75,
              px: 1,
              py: 0.5,
              borderRadius: 1,
              border: 1,
              borderColor: theme.alpha(theme.vars.palette[color].main, 0.5),
              bgcolor: theme.alpha(theme.vars.palette[color].main, 0.06),
              fontSize: '0.8125rem',
              lineHeight: 1.45,
              minWidth: 0,
              overflowWrap: 'anywhere',
            })}
          >
            <Icon aria-hidden sx={{ fontSize: '1.05rem', mt: '1px', color: `${color}.ink` }} />
            <span>
              <Box component="strong" sx={{ fontWeight: 700 }}>
                {t(`analysis.fit.dimensions.${name}`)}
              </Box>
              <VisuallyHidden>{`, ${t(`analysis.fit.verdicts.${verdict}`)}:`}</VisuallyHidden>{' '}
              {reason}
            </span>
          </Box>
        );
      })}
    </Stack>
  );
}
