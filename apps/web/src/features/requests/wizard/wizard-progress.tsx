import {
  Box,
  LinearProgress,
  Step,
  StepLabel,
  Stepper,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { REQUEST_STEPS } from '../request-steps';

/**
 * Where the client is in the wizard: all six steps from `md` up; on a phone, where six labels
 * do not fit, the step count and a bar.
 */
export function WizardProgress({ step }: { step: number }) {
  const { t } = useTranslation();
  const isNarrow = useMediaQuery(useTheme().breakpoints.down('md'));
  const count = REQUEST_STEPS.length;
  const stepOf = t('requests.wizard.stepOf', { step: step + 1, count });
  return (
    <Box>
      {isNarrow ? (
        <LinearProgress
          variant="determinate"
          value={((step + 1) / count) * 100}
          aria-label={t('requests.wizard.progress')}
          aria-valuetext={stepOf}
          sx={{ height: 6, borderRadius: 3, mb: 1 }}
        />
      ) : (
        <Stepper activeStep={step} alternativeLabel sx={{ mb: 2 }}>
          {REQUEST_STEPS.map((candidate) => (
            <Step key={candidate.id}>
              <StepLabel>{t(`requests.wizard.shortSteps.${candidate.id}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
      )}
      <Typography variant="body2" color="text.secondary">
        {stepOf}
      </Typography>
    </Box>
  );
}
