import { InputAdornment } from '@mui/material';

/** A text box of US dollars: a "$" before the amount and the phone's decimal keypad. */
export const USD_SLOT_PROPS = {
  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
  htmlInput: { inputMode: 'decimal' },
} as const;
