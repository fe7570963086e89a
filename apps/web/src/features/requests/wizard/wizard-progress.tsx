import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import {
  Box,
  Button,
  LinearProgress,
  Menu,
  MenuItem,
  Step,
  StepButton,
  Stepper,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REQUEST_STEPS } from '../request-steps';

type ProgressProps = {
  /** The step shown. */
  step: number;
  /** The furthest step the client has reached: it and every step before it can be opened. */
  visited: number;
  /** Opens a step already visited (the wizard checks the step shown first when going ahead). */
  onOpen: (step: number) => void;
};

/**
 * Where the client is in the wizard, and a way back (or ahead again) to any step already
 * visited; steps not reached yet stay disabled. All six steps from `md` up, each label a button;
 * on a phone, where six labels do not fit, a bar and the step count, which opens a menu of the
 * steps.
 */
export function WizardProgress({ step, visited, onOpen }: ProgressProps) {
  const { t } = useTranslation();
  const isNarrow = useMediaQuery(useTheme().breakpoints.down('md'));
  const count = REQUEST_STEPS.length;
  const stepOf = t('requests.wizard.stepOf', { step: step + 1, count });
  if (isNarrow) {
    return (
      <Box>
        <LinearProgress
          variant="determinate"
          value={((step + 1) / count) * 100}
          aria-label={t('requests.wizard.progress')}
          aria-valuetext={stepOf}
          sx={{ height: 6, borderRadius: 3, mb: 1 }}
        />
        <StepsMenu step={step} visited={visited} onOpen={onOpen} label={stepOf} />
      </Box>
    );
  }
  return (
    <Box component="nav" aria-label={t('requests.wizard.stepsLabel')}>
      <Stepper nonLinear activeStep={step} alternativeLabel sx={{ mb: 2 }}>
        {REQUEST_STEPS.map((candidate, index) => (
          <Step
            key={candidate.id}
            completed={index < visited && index !== step}
            // On the step, so the arrows of the tab list skip it too.
            disabled={index > visited}
          >
            <StepButton
              onClick={() => index !== step && onOpen(index)}
              // Reached and open, though not passed yet: coloured as a step one can go to, not
              // greyed as the steps ahead.
              sx={index <= visited ? { '& .MuiStepIcon-root': { color: 'primary.main' } } : {}}
            >
              {t(`requests.wizard.shortSteps.${candidate.id}`)}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Typography variant="body2" color="text.secondary">
        {stepOf}
      </Typography>
    </Box>
  );
}

/** On a phone: "Step 3 of 6", which opens the list of steps, those not reached yet disabled. */
function StepsMenu({ step, visited, onOpen, label }: ProgressProps & { label: string }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        id={buttonId}
        size="small"
        color="inherit"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ color: 'text.secondary', fontWeight: 400, px: 0.5, ml: -0.5 }}
      >
        {label}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {REQUEST_STEPS.map((candidate, index) => (
          <MenuItem
            key={candidate.id}
            disabled={index > visited}
            selected={index === step}
            onClick={() => {
              close();
              if (index !== step) onOpen(index);
            }}
          >
            {t('requests.wizard.numberedStep', {
              step: index + 1,
              name: t(`requests.wizard.steps.${candidate.id}`),
            })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
