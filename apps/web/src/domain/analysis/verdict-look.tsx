import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import WarningAmberIcon from '@mui/icons-material/WarningAmberOutlined';
import type { SvgIconProps } from '@mui/material';
import type { FitVerdict } from '@cuebrief/shared';
import type { ComponentType } from 'react';

/**
 * How each verdict looks: a colour and, so colour is never the only signal, an icon of its own
 * shape (a tick, a warning triangle, a cross).
 */
export const VERDICT_LOOK: Record<
  FitVerdict,
  { color: 'success' | 'warning' | 'error'; Icon: ComponentType<SvgIconProps> }
> = {
  fits: { color: 'success', Icon: CheckCircleIcon },
  close: { color: 'warning', Icon: WarningAmberIcon },
  off: { color: 'error', Icon: HighlightOffIcon },
};
