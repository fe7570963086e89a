import { Typography } from '@mui/material';

/**
 * The title of one card in a list or grid (an album, a placement): the name the card is
 * labelled by (`id`), at the heading level its page gives it, wrapping anywhere so a long
 * name never widens the card.
 */
export function CardTitle({
  id,
  component,
  children,
}: {
  id: string;
  component: 'h2' | 'h3';
  children: string;
}) {
  return (
    <Typography
      id={id}
      variant="h6"
      component={component}
      sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}
    >
      {children}
    </Typography>
  );
}
