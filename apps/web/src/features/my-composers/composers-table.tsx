import { Card, Link } from '@mui/material';
import type { Profile } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { AccountStatusChip } from '../../components/account-status-chip';
import { ResponsiveTable, type Column } from '../../components/responsive-table';
import { formatDate } from '../../lib/format-date';

const orDash = (value: string | null) => value ?? '—';

/** Composers with what an admin looks them up for: contact, rights society and state. */
export function ComposersTable({ composers }: { composers: Profile[] }) {
  const { t } = useTranslation();
  const columns: Column<Profile>[] = [
    {
      key: 'name',
      width: '18%',
      label: t('composers.columns.name'),
      isPrimary: true,
      render: (c) => `${c.firstName} ${c.lastName}`,
    },
    {
      key: 'email',
      width: '28%',
      label: t('composers.columns.email'),
      render: (c) => <Link href={`mailto:${c.email}`}>{c.email}</Link>,
    },
    { key: 'pro', width: '12%', label: t('composers.columns.pro'), render: (c) => orDash(c.pro) },
    {
      key: 'ipi',
      width: '14%',
      label: t('composers.columns.ipiNumber'),
      render: (c) => orDash(c.ipiNumber),
    },
    {
      key: 'status',
      width: '13%',
      label: t('composers.columns.status'),
      render: (c) => <AccountStatusChip status={c.status} />,
    },
    {
      key: 'signedUp',
      width: '15%',
      label: t('composers.columns.signedUp'),
      render: (c) => formatDate(c.createdAt),
    },
  ];
  return (
    <Card variant="outlined" sx={{ px: { xs: 2, md: 0 }, py: { xs: 1, md: 0 } }}>
      <ResponsiveTable
        caption={t('composers.title')}
        columns={columns}
        rows={composers}
        rowKey={(c) => c.uuid}
      />
    </Card>
  );
}
