import { Link } from '@mui/material';
import type { Profile } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { AccountStatusChip } from '../../components/account-status-chip';
import { ResponsiveTable, type Column } from '../../components/responsive-table';

const orDash = (value: string | null) => value ?? '—';

/** The people of one agency: who they are there, how to reach them, and their account state. */
export function AgencyClientsTable({ agency, clients }: { agency: string; clients: Profile[] }) {
  const { t } = useTranslation();
  const columns: Column<Profile>[] = [
    {
      key: 'name',
      width: '22%',
      label: t('agencies.columns.name'),
      isPrimary: true,
      render: (c) => `${c.firstName} ${c.lastName}`,
    },
    {
      key: 'email',
      width: '30%',
      label: t('agencies.columns.email'),
      render: (c) => <Link href={`mailto:${c.email}`}>{c.email}</Link>,
    },
    { key: 'duty', width: '20%', label: t('agencies.columns.duty'), render: (c) => orDash(c.duty) },
    {
      key: 'phone',
      width: '16%',
      label: t('agencies.columns.phone'),
      render: (c) => orDash(c.phone),
    },
    {
      key: 'status',
      width: '12%',
      label: t('agencies.columns.status'),
      render: (c) => <AccountStatusChip status={c.status} />,
    },
  ];
  return (
    <ResponsiveTable
      caption={t('agencies.clientsOf', { agency })}
      columns={columns}
      rows={clients}
      rowKey={(c) => c.uuid}
    />
  );
}
