import { Button, type ButtonProps } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';

/**
 * The panels a page opens under its buttons (an upload, say): at most one at a time, each with
 * the id its button points at.
 */
export function useOnePanel<P extends string>() {
  const [open, setOpen] = useState<P | null>(null);
  const baseId = useId();
  return {
    open,
    idOf: (panel: P) => `${baseId}-${panel}`,
    toggle: (panel: P) => setOpen((shown) => (shown === panel ? null : panel)),
    close: () => setOpen(null),
  };
}
export type OnePanel<P extends string> = ReturnType<typeof useOnePanel<P>>;

/** The button that opens and closes one panel, saying which it controls while it is open. */
export function PanelToggleButton<P extends string>({
  panels,
  panel,
  variant,
  icon,
  children,
}: {
  panels: OnePanel<P>;
  panel: P;
  variant: ButtonProps['variant'];
  icon: ReactNode;
  /** Its words, which say what a press will do (open, hide, replace). */
  children: ReactNode;
}) {
  const isOpen = panels.open === panel;
  return (
    <Button
      variant={variant}
      startIcon={icon}
      onClick={() => panels.toggle(panel)}
      aria-expanded={isOpen}
      aria-controls={isOpen ? panels.idOf(panel) : undefined}
    >
      {children}
    </Button>
  );
}
