import type { Profile } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { profileColumns } from '../../domain/users/profile-columns';
import { ResponsiveTable } from '../../components/responsive-table';

/** The people of one agency: who they are there, how to reach them, and their account state. */
export function AgencyClientsTable({ agency, clients }: { agency: string; clients: Profile[] }) {
  const { t } = useTranslation();
  const columns = [
    profileColumns.name(t('agencies.columns.name'), '22%'),
    profileColumns.email(t('agencies.columns.email'), '30%'),
    profileColumns.detail('duty', t('agencies.columns.duty'), '20%', (c) => c.duty),
    profileColumns.detail('phone', t('agencies.columns.phone'), '16%', (c) => c.phone),
    profileColumns.status(t('agencies.columns.status'), '12%'),
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
