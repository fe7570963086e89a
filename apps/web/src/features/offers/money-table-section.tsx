import { Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListSkeleton, LoadFailed } from '../../components/list-states';
import { ResponsiveTable, type Column } from '../../components/responsive-table';
import { SectionCard } from '../../components/section-card';
import { useFetchFailureToast } from '../../components/toast/use-failure-toast';

/**
 * A card holding one list of the client's (invoices, licences): placeholder rows while it loads,
 * the failure with a retry (and the spec's "REQUEST NOT FOUND" toast), a line when it is empty,
 * else the table.
 */
export function MoneyTableSection<T extends { id: string }>({
  title,
  lead,
  query,
  columns,
  skeletonHeight,
  texts,
}: {
  title: string;
  /** Said under the heading, before the list. */
  lead?: ReactNode;
  query: UseQueryResult<T[]>;
  columns: Column<T>[];
  skeletonHeight: number;
  texts: { loadFailed: string; empty: string; caption: string };
}) {
  useFetchFailureToast(query);
  let content;
  if (query.isPending) content = <ListSkeleton rows={2} height={skeletonHeight} />;
  else if (query.isError) {
    content = <LoadFailed message={texts.loadFailed} onRetry={() => void query.refetch()} />;
  } else if (query.data.length === 0) {
    content = <Typography color="text.secondary">{texts.empty}</Typography>;
  } else {
    content = (
      <ResponsiveTable
        caption={texts.caption}
        columns={columns}
        rows={query.data}
        rowKey={(row) => row.id}
      />
    );
  }
  return (
    <SectionCard title={title}>
      {lead}
      {content}
    </SectionCard>
  );
}
