import { Stack } from '@mui/material';
import { useParams } from 'react-router';
import { useClientRequestLine } from '../../api/client-request-line';
import { RequestSubmissionsHead } from '../request-submissions-head';
import { TakesTable } from './takes-table';

/**
 * /requests/:id/submissions?view=table (Client): the request's takes as a dense table, for
 * requests with hundreds of them. It reads the request's line and one page of takes, never the
 * whole list of submissions the cards show, so its first screen comes quickly.
 */
export function RequestTakesTablePage() {
  const { id = '' } = useParams();
  const request = useClientRequestLine(id);
  return (
    <Stack spacing={3} sx={{ maxWidth: 1280, mx: 'auto', minWidth: 0 }}>
      <RequestSubmissionsHead requestId={id} request={request.data} />
      <TakesTable requestId={id} />
    </Stack>
  );
}
