import FavouriteIcon from '@mui/icons-material/FavoriteBorder';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import SellIcon from '@mui/icons-material/SellOutlined';
import { Stack, Tooltip, Typography } from '@mui/material';
import type { TakeTableRow, TakeTableSort } from '@cuebrief/shared';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { StatusChip } from '../../../../components/status-chip';
import { FitSummaryChip } from '../../../../domain/analysis/fit-summary-chip';
import type { ClientAudioCache } from '../../../../domain/audio/client-audio-actions';
import { FavouriteButton } from '../../../../domain/audio/favourite-button';
import { OfferButton } from '../../../../domain/audio/offer-button';
import { AddToShortlistButton } from '../../../../domain/shortlists/add-to-shortlist-button';
import { formatDate } from '../../../../lib/format-date';
import { formatDuration } from '../../../../lib/format-duration';
import { MiniWaveform } from './mini-waveform';

/** One column of the table: its header, the sort it offers (none: not sortable), its cell. */
export type TakeColumn = {
  key: string;
  label: string;
  /** Shown in the header in place of the label, which stays its name (a narrow column). */
  icon?: ReactNode;
  sort?: TakeTableSort;
  /** Numbers line up on the right. */
  numeric?: boolean;
  render: (row: TakeTableRow) => ReactNode;
};

/** A value the composer did not state, shown as measured, said so in words and in a hint. */
function Measured({ value, measured, t }: { value: string; measured: boolean; t: TFunction }) {
  if (!measured) return <>{value}</>;
  return (
    <Tooltip title={t('takesTable.measuredHint')}>
      <Typography
        component="span"
        variant="body2"
        aria-label={t('takesTable.measured', { value })}
        sx={{ fontStyle: 'italic', textDecoration: 'underline dotted', textUnderlineOffset: 3 }}
      >
        {`≈ ${value}`}
      </Typography>
    </Tooltip>
  );
}

function DecisionCell({ row, t }: { row: TakeTableRow; t: TFunction }) {
  if (row.decision === 'shortlisted') {
    return <StatusChip color="success" label={t('reviews.decision.shortlisted')} />;
  }
  if (row.decision === 'passed') {
    return <StatusChip color="error" label={t('reviews.decision.passed')} />;
  }
  return (
    <Typography variant="body2" color="text.secondary">
      {t('takesTable.undecided')}
    </Typography>
  );
}

/**
 * The table's columns after the title (which holds the play button): every one the server
 * sorts by, then the waveform. The favourite is the app's heart, the offer the app's offer to
 * license (from the composer's asking price), and the shortlist button adds to one of the
 * client's shortlists, each acting on the row's version; `cache` is the table's rows, which
 * the heart and the offer update.
 */
export function takeColumns(t: TFunction, cache: ClientAudioCache): TakeColumn[] {
  const unknown = t('takesTable.notKnown');
  return [
    {
      key: 'composer',
      label: t('takesTable.columns.composer'),
      sort: 'composer',
      render: (row) => row.composerName,
    },
    {
      key: 'version',
      label: t('takesTable.columns.version'),
      sort: 'version',
      render: (row) =>
        row.versionCount > 1
          ? t('takesTable.versionOf', { version: row.version, count: row.versionCount })
          : t('takesTable.version', { version: row.version }),
    },
    {
      key: 'duration',
      label: t('takesTable.columns.duration'),
      sort: 'duration',
      numeric: true,
      render: (row) => formatDuration(row.durationSeconds),
    },
    {
      key: 'bpm',
      label: t('takesTable.columns.bpm'),
      sort: 'bpm',
      numeric: true,
      render: (row) =>
        row.bpm === null ? (
          unknown
        ) : (
          <Measured value={String(row.bpm)} measured={row.bpmMeasured} t={t} />
        ),
    },
    {
      key: 'key',
      label: t('takesTable.columns.key'),
      sort: 'key',
      render: (row) =>
        row.key === null ? unknown : <Measured value={row.key} measured={row.keyMeasured} t={t} />,
    },
    {
      key: 'fit',
      label: t('takesTable.columns.fit'),
      sort: 'fit',
      render: (row) => (row.fit ? <FitSummaryChip fit={row.fit} /> : unknown),
    },
    {
      key: 'decision',
      label: t('takesTable.columns.decision'),
      sort: 'decision',
      render: (row) => <DecisionCell row={row} t={t} />,
    },
    {
      key: 'favourite',
      label: t('takesTable.columns.favourite'),
      icon: <FavouriteIcon fontSize="small" aria-hidden />,
      sort: 'favourite',
      render: (row) => (
        <FavouriteButton
          audio={{
            id: row.audioId,
            audioType: 'submission',
            title: row.title,
            isFavorite: row.isFavorite,
          }}
          cache={cache}
        />
      ),
    },
    {
      key: 'offer',
      label: t('takesTable.columns.offer'),
      icon: <SellIcon fontSize="small" aria-hidden />,
      render: (row) => (
        <OfferButton
          audio={{ id: row.audioId, audioType: 'submission', title: row.title }}
          hasOffer={row.offerState !== null}
          askingPrice={row.askingPrice}
          cache={cache}
          isCompact
        />
      ),
    },
    {
      key: 'shortlist',
      label: t('takesTable.columns.shortlist'),
      icon: <PlaylistAddIcon fontSize="small" aria-hidden />,
      render: (row) => (
        <AddToShortlistButton
          audioId={row.audioId}
          title={row.title}
          version={row.version}
          isCompact
        />
      ),
    },
    {
      key: 'submitted',
      label: t('takesTable.columns.submitted'),
      sort: 'submitted',
      render: (row) => formatDate(row.createdAt),
    },
    {
      key: 'waveform',
      label: t('takesTable.columns.waveform'),
      render: (row) => <MiniWaveform peaks={row.miniPeaks} />,
    },
  ];
}

/** The title cell: the play button, then the title. */
export function TitleCell({ play, title }: { play: ReactNode; title: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      {play}
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
    </Stack>
  );
}
