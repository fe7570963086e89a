import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { VisuallyHidden } from '../../components/visually-hidden';

export type Fact = {
  key: string;
  icon: ReactNode;
  /** What the fact is, for screen readers: the icon says it to the eye. */
  label: string;
  text: string;
};

/** A request's key facts on one line (wrapping on a phone), each after its icon. */
export function FactRow({ facts }: { facts: readonly Fact[] }) {
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.75, color: 'text.secondary' }}
    >
      {facts.map((fact) => (
        <Stack key={fact.key} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          {fact.icon}
          <Typography variant="body2" component="span">
            <VisuallyHidden>{`${fact.label}: `}</VisuallyHidden>
            {fact.text}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
