import { Box, Typography, type BoxProps } from '@mui/material';
import { forwardRef } from 'react';

/** How an entry of a card list looks: a bordered, rounded item with the list's padding. */
const CARD_LOOK = {
  listStyle: 'none',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  p: { xs: 1.5, sm: 2 },
} as const;

/**
 * One entry of a list of cards (`<li>`, inside a `<ul>` or `<ol>`); `sx` adds to or overrides
 * the common look (a dragged item's border, a busy item's opacity).
 */
export const ListCard = forwardRef<HTMLLIElement, Omit<BoxProps<'li'>, 'component'>>(
  function ListCard({ sx, ...props }, ref) {
    return (
      <Box
        component="li"
        ref={ref}
        sx={[CARD_LOOK, ...(Array.isArray(sx) ? sx : [sx])]}
        {...props}
      />
    );
  },
);

/**
 * A list card's title: the name its card is labelled by, in the cards' one title style (`h6`,
 * decision 046), wrapping so it never widens the card.
 */
export function ListCardTitle({ children }: { children: string }) {
  return (
    <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  );
}
