import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Step,
  StepLabel,
  Stepper,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { Placement } from '@cuebrief/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogCloseButton } from '../../../components/dialog-close-button';
import { DetailsStep } from './details-step';
import { ImageUploader } from './image-uploader';
import { MusicUploader } from './music-uploader';
import { StepHeading } from './step-heading';

const STEPS = ['details', 'music', 'image'] as const;

/**
 * "New placement", step by step: its details (which create it), then its music, then its image.
 * Music and image may be skipped and added later on the placement's page. Finish hands over
 * the new placement; closing early keeps what was already created.
 */
export function NewPlacementDialog({
  isOpen,
  onClose,
  onFinished,
}: {
  isOpen: boolean;
  onClose: () => void;
  onFinished: (placement: Placement) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [step, setStep] = useState(0);
  const [placement, setPlacement] = useState<Placement | null>(null);
  // Moving on while a file is sending would cancel it, so the step's button waits.
  const [isSending, setIsSending] = useState(false);
  const headingOf = (index: number) =>
    t('placements.wizard.stepOf', {
      step: index + 1,
      count: STEPS.length,
      name: t(`placements.wizard.steps.${STEPS[index]}`),
    });

  // A new placement starts from an empty form, whichever way the dialog was left.
  const reset = () => {
    setStep(0);
    setPlacement(null);
    setIsSending(false);
  };
  const close = () => {
    onClose();
    reset();
  };
  const finish = () => {
    if (placement) onFinished(placement);
    reset();
  };

  return (
    <Dialog
      open={isOpen}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      fullScreen={isPhone}
      maxWidth="md"
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {placement
          ? t('placements.wizard.titleOf', { title: placement.title })
          : t('placements.wizard.title')}
      </DialogTitle>
      <DialogCloseButton onClick={close} />
      <Stepper activeStep={step} alternativeLabel sx={{ px: { xs: 1, sm: 3 }, pt: 1 }}>
        {STEPS.map((name) => (
          <Step key={name}>
            <StepLabel>{t(`placements.wizard.steps.${name}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {step === 0 || !placement ? (
        <DetailsStep
          heading={headingOf(0)}
          onCancel={close}
          onCreated={(created) => {
            setPlacement(created);
            setStep(1);
          }}
        />
      ) : (
        <>
          {/* Each step is keyed so its uploads and heading start afresh. */}
          <DialogContent key={step}>
            <StepHeading>{headingOf(step)}</StepHeading>
            {step === 1 ? (
              <MusicUploader
                placementId={placement.id}
                onStored={setPlacement}
                onSendingChange={setIsSending}
              />
            ) : (
              <ImageUploader
                placementId={placement.id}
                onStored={setPlacement}
                onSendingChange={setIsSending}
              />
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            {step === 1 ? (
              <Button variant="contained" onClick={() => setStep(2)} disabled={isSending}>
                {placement.audio ? t('placements.wizard.next') : t('placements.wizard.skipMusic')}
              </Button>
            ) : (
              <Button variant="contained" onClick={finish} disabled={isSending}>
                {t('placements.wizard.finish')}
              </Button>
            )}
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
