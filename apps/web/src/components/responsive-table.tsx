import { Table, TableBody, TableCell, TableHead, TableRow, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { visuallyHiddenSx } from './visually-hidden';

export type Column<T> = {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  /** The cell that names the row: on a phone it leads the card, in bold, without its label. */
  isPrimary?: boolean;
  /** A share of the width from `md` up, e.g. '20%', so tables of one kind line up. */
  width?: string;
};

const phone = (theme: Theme) => theme.breakpoints.down('md');

/**
 * One table for every width: columns from `md` up; below that each row becomes a card whose
 * cells carry their column's label, so a phone needs no sideways scrolling. The header stays
 * in the page for screen readers at every width.
 */
export function ResponsiveTable<T>(props: {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
}) {
  return (
    <Table
      size="small"
      sx={(theme) => ({
        tableLayout: props.columns.some((column) => column.width) ? 'fixed' : 'auto',
        // The table sits in a card or section that draws its own edge.
        '& tbody tr:last-of-type td': { borderBottom: 0 },
        [phone(theme)]: { '&, & tbody, & tr': { display: 'block' } },
      })}
    >
      <caption style={visuallyHiddenSx}>{props.caption}</caption>
      <TableHead sx={(theme) => ({ [phone(theme)]: visuallyHiddenSx })}>
        <TableRow>
          {props.columns.map((column) => (
            <TableCell key={column.key} sx={{ fontWeight: 600, width: column.width }}>
              {column.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {props.rows.map((row) => (
          <TableRow
            key={props.rowKey(row)}
            sx={(theme) => ({
              [phone(theme)]: {
                py: 1.5,
                borderBottom: 1,
                borderColor: 'divider',
                '&:last-of-type': { borderBottom: 0, pb: 0 },
              },
            })}
          >
            {props.columns.map((column) => (
              <TableCell
                key={column.key}
                data-label={column.isPrimary ? undefined : column.label}
                sx={(theme) => ({
                  overflowWrap: 'anywhere',
                  fontWeight: column.isPrimary ? 600 : undefined,
                  [phone(theme)]: column.isPrimary
                    ? { display: 'block', border: 0, px: 0, pt: 0, pb: 1, fontSize: '1rem' }
                    : {
                        display: 'grid',
                        gridTemplateColumns: '6.5rem 1fr',
                        alignItems: 'center',
                        justifyItems: 'start',
                        columnGap: 1,
                        border: 0,
                        px: 0,
                        py: 0.5,
                        '&::before': { content: 'attr(data-label)', color: 'text.secondary' },
                      },
                })}
              >
                {column.render(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
