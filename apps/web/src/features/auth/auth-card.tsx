import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The card the signing-in pages share (log in, forgot password, a new password): one narrow
 * column, centred, under the page's heading.
 */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ maxWidth: 440, mx: 'auto' }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h1" sx={{ mb: 3 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
