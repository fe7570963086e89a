import SendIcon from '@mui/icons-material/Send';
import { Box, Button } from '@mui/material';
import type { ReactNode } from 'react';

/** The submit button of a form that sends a message off; it turns into a spinner while sending. */
export function SendButton({ isSending, children }: { isSending: boolean; children: ReactNode }) {
  return (
    // A box of its own, so the button keeps its width in the form's column.
    <Box>
      <Button
        type="submit"
        variant="contained"
        size="large"
        endIcon={<SendIcon />}
        loading={isSending}
        loadingPosition="end"
      >
        {children}
      </Button>
    </Box>
  );
}
