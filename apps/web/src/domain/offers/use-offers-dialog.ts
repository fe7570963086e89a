import { useState } from 'react';

type OffersOf = { id: string; title: string };

/**
 * Which audio's offers the page shows, and whether the dialog is open. The audio stays after
 * closing, so the dialog's title does not blink as it fades out.
 */
export function useOffersDialog() {
  const [audio, setAudio] = useState<OffersOf | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  return {
    show: (of: OffersOf) => {
      setAudio({ id: of.id, title: of.title });
      setIsOpen(true);
    },
    /** Spread on `<OffersDialog>`. */
    dialogProps: { audio, isOpen, onClose: () => setIsOpen(false) },
  };
}
