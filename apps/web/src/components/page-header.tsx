import { Typography } from '@mui/material';

/** The top of a page: its one h1, and a line on what the page is for. */
export function PageHeader({ title, lead }: { title: string; lead: string }) {
  return (
    <div>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">{lead}</Typography>
    </div>
  );
}
