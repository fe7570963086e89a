import { Card } from '@mui/material';
import type { Profile } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { profileColumns } from '../../domain/users/profile-columns';
import { ResponsiveTable, type Column } from '../../components/responsive-table';
import { formatDate } from '../../lib/format-date';

/** Composers with what an admin looks them up for: contact, rights society and state. */
export function ComposersTable({ composers }: { composers: Profile[] }) {
  const { t } = useTranslation();
  const columns: Column<Profile>[] = [
    profileColumns.name(t('composers.columns.name'), '18%'),
    profileColumns.email(t('composers.columns.email'), '28%'),
    profileColumns.detail('pro', t('composers.columns.pro'), '12%', (c) => c.pro),
    profileColumns.detail('ipi', t('composers.columns.ipiNumber'), '14%', (c) => c.ipiNumber),
    profileColumns.status(t('composers.columns.status'), '13%'),
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
