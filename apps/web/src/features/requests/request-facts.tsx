import EventIcon from '@mui/icons-material/Event';
import InboxIcon from '@mui/icons-material/MoveToInbox';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import SpeedIcon from '@mui/icons-material/Speed';
import type { ClientRequest } from '@cuebrief/shared';
import type { TFunction } from 'i18next';
import { formatUsd } from '../../lib/format-usd';
import { closingText } from './closing';
import type { Fact } from './fact-row';

type Brief = Pick<ClientRequest, 'state' | 'deadline' | 'closesAt' | 'budget' | 'tempo'>;

const ICON = { fontSize: 'small', 'aria-hidden': true } as const;

/** The facts every list shows first: how long it takes music, and what it pays. */
export const closingAndBudget = (t: TFunction, request: Brief): Fact[] => [
  {
    key: 'closing',
    icon: <EventIcon {...ICON} />,
    label: t('requests.fields.deadline'),
    text: closingText(t, request),
  },
  {
    key: 'budget',
    icon: <PaymentsIcon {...ICON} />,
    label: t('requests.fields.budget'),
    text: formatUsd(request.budget),
  },
];

export const tempoFact = (t: TFunction, request: Brief): Fact => ({
  key: 'tempo',
  icon: <SpeedIcon {...ICON} />,
  label: t('requests.fields.tempo'),
  text: t('requests.tempoRange', { from: request.tempo[0], to: request.tempo[1] }),
});

export const submissionsFact = (t: TFunction, count: number): Fact => ({
  key: 'submissions',
  icon: <InboxIcon {...ICON} />,
  label: t('requests.submissionsLabel'),
  text: count === 0 ? t('requests.noSubmissions') : t('requests.submissions', { count }),
});
