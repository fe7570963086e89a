import { Box, Button, Step, StepLabel, Stepper } from '@mui/material';
import type { Placement } from '@cuebrief/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/dialog-frame';
import { CancelAndSend } from '../../../components/form/cancel-and-send';
import { DetailsStep, usePlacementDetails } from './details-step';
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
  const [step, setStep] = useState(0);
  const [placement, setPlacement] = useState<Placement | null>(null);
  // Moving on while a file is sending would cancel it, so the step's button waits.
  const [isSending, setIsSending] = useState(false);
  const details = usePlacementDetails((created) => {
    setPlacement(created);
    setStep(1);
  });
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
    details.reset();
  };
  const close = () => {
    onClose();
    reset();
  };
  const finish = () => {
    if (placement) onFinished(placement);
    reset();
  };

  const isDetails = step === 0 || !placement;
  let actions;
  if (isDetails) {
    actions = (
      <CancelAndSend onCancel={close} isSending={details.isSubmitting}>
        {t('placements.form.create')}
      </CancelAndSend>
    );
  } else if (step === 1) {
    actions = (
      <Button variant="contained" onClick={() => setStep(2)} disabled={isSending}>
        {placement.audio ? t('placements.wizard.next') : t('placements.wizard.skipMusic')}
      </Button>
    );
  } else {
    actions = (
      <Button variant="contained" onClick={finish} disabled={isSending}>
        {t('placements.wizard.finish')}
      </Button>
    );
  }

  return (
    <DialogFrame
      isOpen={isOpen}
      title={
        placement
          ? t('placements.wizard.titleOf', { title: placement.title })
          : t('placements.wizard.title')
      }
      onClose={close}
      maxWidth="md"
      fullScreenBelow="sm"
      // The details are a form that creates the placement; music and image send themselves.
      onSubmit={isDetails ? details.onSubmit : undefined}
      actions={actions}
    >
      <Stepper activeStep={step} alternativeLabel sx={{ mx: { xs: -2, sm: 0 }, mb: 2 }}>
        {STEPS.map((name) => (
          <Step key={name}>
            <StepLabel>{t(`placements.wizard.steps.${name}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {/* Each step is keyed so its uploads and heading start afresh. */}
      <Box key={step}>
        <StepHeading>{headingOf(isDetails ? 0 : step)}</StepHeading>
        {isDetails ? (
          <DetailsStep form={details.form} refusal={details.refusal} />
        ) : step === 1 ? (
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
      </Box>
    </DialogFrame>
  );
}
