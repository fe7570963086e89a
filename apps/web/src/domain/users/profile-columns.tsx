import { Link } from '@mui/material';
import type { Profile } from '@cuebrief/shared';
import { AccountStatusChip } from './account-status-chip';
import type { Column } from '../../components/responsive-table';

/**
 * The columns of a table of people (see ResponsiveTable), so every admin table shows a person
 * the same way. `width` is the column's share from `md` up.
 */
export const profileColumns = {
  /** Names the row; on a phone it leads the card. */
  name: (label: string, width: string): Column<Profile> => ({
    key: 'name',
    label,
    width,
    isPrimary: true,
    render: (person) => `${person.firstName} ${person.lastName}`,
  }),
  email: (label: string, width: string): Column<Profile> => ({
    key: 'email',
    label,
    width,
    render: (person) => <Link href={`mailto:${person.email}`}>{person.email}</Link>,
  }),
  /** A detail the person may not have given: a dash then, so the cell is not taken for blank. */
  detail: (
    key: string,
    label: string,
    width: string,
    valueOf: (person: Profile) => string | null,
  ): Column<Profile> => ({ key, label, width, render: (person) => valueOf(person) ?? '—' }),
  status: (label: string, width: string): Column<Profile> => ({
    key: 'status',
    label,
    width,
    render: (person) => <AccountStatusChip status={person.status} />,
  }),
};
