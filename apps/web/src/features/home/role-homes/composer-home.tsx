import { Link } from '@mui/material';
import type { ComposerHome as ComposerHomeData } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths, requestDetailPath } from '../../../config/paths';
import { LatestStateChip } from '../../../domain/reviews/latest-state-chip';
import { formatDay } from '../../../lib/format-date';
import { formatUsd } from '../../../lib/format-usd';
import { useRoleHome } from '../api/role-home';
import { HomeCard, HomeList, HomeListItem } from './home-card';
import { RoleHomeFrame } from './role-home-frame';

function NewBriefsCard({ briefs }: { briefs: ComposerHomeData['newBriefs'] }) {
  const { t } = useTranslation();
  return (
    <HomeCard
      title={t('roleHomes.composer.newBriefs.title')}
      count={briefs.total}
      lead={t('roleHomes.composer.newBriefs.lead', { count: briefs.total })}
      empty={t('roleHomes.composer.newBriefs.empty')}
      link={{ label: t('roleHomes.composer.newBriefs.link'), to: paths.requestsHistory }}
    >
      <HomeList>
        {briefs.requests.map((brief) => (
          <HomeListItem
            key={brief.id}
            primary={
              <Link component={RouterLink} to={requestDetailPath(brief.id)}>
                {brief.title}
              </Link>
            }
            secondary={[
              brief.agencyName,
              formatUsd(brief.budget),
              t('roleHomes.composer.newBriefs.due', { day: formatDay(brief.deadline) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        ))}
      </HomeList>
    </HomeCard>
  );
}

function TakesCard({ takes }: { takes: ComposerHomeData['takes'] }) {
  const { t } = useTranslation();
  return (
    <HomeCard
      title={t('roleHomes.composer.takes.title')}
      count={takes.length}
      empty={t('roleHomes.composer.takes.empty')}
      link={{ label: t('roleHomes.composer.takes.link'), to: paths.mySubmissions }}
    >
      <HomeList>
        {takes.map((take) => (
          <HomeListItem
            key={take.takeId}
            primary={`${take.title} · v${take.version}`}
            secondary={take.request.title}
            action={
              take.lastEvent ? (
                <LatestStateChip lastEvent={take.lastEvent} />
              ) : (
                t('roleHomes.composer.takes.noEvent')
              )
            }
          />
        ))}
      </HomeList>
    </HomeCard>
  );
}

function AwaitingReplyCard({ awaiting }: { awaiting: ComposerHomeData['awaitingReply'] }) {
  const { t } = useTranslation();
  return (
    <HomeCard
      title={t('roleHomes.composer.awaiting.title')}
      count={awaiting.count}
      lead={t('roleHomes.composer.awaiting.lead', { count: awaiting.count })}
      empty={t('roleHomes.composer.awaiting.empty')}
      link={{ label: t('roleHomes.composer.awaiting.link'), to: paths.mySubmissions }}
    >
      <HomeList>
        {awaiting.comments.map((comment) => (
          <HomeListItem
            key={comment.id}
            primary={`“${comment.body}”`}
            secondary={t('roleHomes.composer.awaiting.on', {
              take: comment.takeTitle,
              request: comment.request.title,
            })}
          />
        ))}
      </HomeList>
    </HomeCard>
  );
}

/** A composer's home: the newest briefs, their takes' latest states, comments to answer. */
export function ComposerHome() {
  const { t } = useTranslation();
  return (
    <RoleHomeFrame
      lead={t('roleHomes.composer.lead')}
      query={useRoleHome('Composer')}
      cards={(home) => (
        <>
          <NewBriefsCard briefs={home.newBriefs} />
          <TakesCard takes={home.takes} />
          <AwaitingReplyCard awaiting={home.awaitingReply} />
        </>
      )}
    />
  );
}
