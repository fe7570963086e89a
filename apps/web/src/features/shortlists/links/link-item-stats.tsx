import type { ShareItemStats, ShareLink, ShortlistItem } from '@cuebrief/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable, type Column } from '../../../components/responsive-table';
import { formatDuration } from '../../../lib/format-duration';

type ItemRow = ShareItemStats & { title: string };

function reactionOf(row: ItemRow, t: TFunction): string {
  if (!row.reaction) return t('shortlists.links.noReaction');
  const said = t(`shortlists.links.reaction.${row.reaction.reaction}`);
  return row.reaction.comment
    ? t('shortlists.links.reactionWithComment', { reaction: said, comment: row.reaction.comment })
    : said;
}

/** What one link's recipient did with each item: plays, time listened, downloads, reaction. */
export function LinkItemStats({
  link,
  items,
}: {
  link: ShareLink;
  items: readonly ShortlistItem[];
}) {
  const { t } = useTranslation();
  const titles = new Map(items.map((item) => [item.id, item.title]));
  const rows: ItemRow[] = link.items.map((stats) => ({
    ...stats,
    title: titles.get(stats.itemId) ?? t('shortlists.links.unknownItem'),
  }));
  const columns: Column<ItemRow>[] = [
    {
      key: 'title',
      label: t('shortlists.links.item'),
      isPrimary: true,
      render: (row) => row.title,
    },
    { key: 'plays', label: t('shortlists.links.plays'), render: (row) => row.plays },
    {
      key: 'listened',
      label: t('shortlists.links.listened'),
      render: (row) => formatDuration(row.secondsListened),
    },
    { key: 'downloads', label: t('shortlists.links.downloads'), render: (row) => row.downloads },
    {
      key: 'reaction',
      label: t('shortlists.links.reactionColumn'),
      render: (row) => reactionOf(row, t),
    },
  ];
  return (
    <ResponsiveTable
      caption={t('shortlists.links.itemsCaption', { label: link.label })}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.itemId}
    />
  );
}
