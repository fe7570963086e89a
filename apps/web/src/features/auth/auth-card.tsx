import { Box, Card, CardContent } from '@mui/material';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/page-header';

/**
 * The card the signing-in pages share (log in, forgot password, a new password): one narrow
 * column, centred, under the page's heading.
 */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ maxWidth: 440, mx: 'auto' }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Box sx={{ mb: 3 }}>
          <PageHeader title={title} />
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
