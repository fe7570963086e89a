import { Button, Link } from '@mui/material';
import type { ClientHome as ClientHomeData } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths, requestDetailPath, requestSubmissionsPath } from '../../../config/paths';
import { formatDay } from '../../../lib/format-date';
import { formatUsd } from '../../../lib/format-usd';
import { useRoleHome } from '../api/role-home';
import { HomeCard, HomeList, HomeListItem } from './home-card';
import { RoleHomeFrame } from './role-home-frame';
import { UpgradeNotice } from '../../../domain/payments/upgrade-notice';
import { useAuth } from '../../../lib/auth/auth-context';

function ActiveRequestsCard({ active }: { active: ClientHomeData['activeRequests'] }) {
  const { t } = useTranslation();
  const { nearest } = active;
  return (
    <HomeCard
      title={t('roleHomes.client.active.title')}
      count={active.count}
      lead={t('roleHomes.client.active.count', { count: active.count })}
      empty={t('roleHomes.client.active.empty')}
      link={{ label: t('roleHomes.client.active.link'), to: paths.activeRequests }}
    >
      {nearest && (
        <Link component={RouterLink} to={requestDetailPath(nearest.id)}>
          {t('roleHomes.client.active.nearest', {
            title: nearest.title,
            day: formatDay(nearest.deadline),
          })}
        </Link>
      )}
    </HomeCard>
  );
}

function NewTakesCard({ newTakes }: { newTakes: ClientHomeData['newTakes'] }) {
  const { t } = useTranslation();
  return (
    <HomeCard
      title={t('roleHomes.client.newTakes.title')}
      count={newTakes.total}
      lead={t('roleHomes.client.newTakes.lead', { count: newTakes.total })}
      empty={t('roleHomes.client.newTakes.empty')}
      link={{ label: t('roleHomes.client.newTakes.link'), to: paths.requestsHistory }}
    >
      <HomeList>
        {newTakes.requests.map((request) => (
          <HomeListItem
            key={request.id}
            primary={
              <Link
                component={RouterLink}
                to={requestSubmissionsPath(request.id)}
                aria-label={t('roleHomes.client.newTakes.listen', { title: request.title })}
              >
                {request.title}
              </Link>
            }
            secondary={t('roleHomes.client.newTakes.count', { count: request.newTakes })}
          />
        ))}
      </HomeList>
    </HomeCard>
  );
}

function OffersToPayCard({ toPay }: { toPay: ClientHomeData['offersToPay'] }) {
  const { t } = useTranslation();
  return (
    <HomeCard
      title={t('roleHomes.client.toPay.title')}
      count={toPay.count}
      lead={t('roleHomes.client.toPay.lead', { count: toPay.count })}
      empty={t('roleHomes.client.toPay.empty')}
      link={{ label: t('roleHomes.client.toPay.link'), to: paths.offers }}
    >
      <HomeList>
        {toPay.offers.map((offer) => {
          const price = formatUsd(offer.priceCents / 100);
          return (
            <HomeListItem
              key={offer.id}
              primary={offer.audio.title}
              secondary={offer.request ? `${price} · ${offer.request.title}` : price}
              action={
                // The checkout is the provider's page (or the sandbox's): a full page load.
                <Button
                  href={offer.checkoutUrl}
                  variant="contained"
                  size="small"
                  aria-label={t('roleHomes.client.toPay.payFor', {
                    price,
                    title: offer.audio.title,
                  })}
                >
                  {t('roleHomes.client.toPay.pay')}
                </Button>
              }
            />
          );
        })}
      </HomeList>
    </HomeCard>
  );
}

/** A client's home: new takes per request, offers to pay, active requests and the next deadline. */
export function ClientHome() {
  const { t } = useTranslation();
  const { profile, hasWritingAccess } = useAuth();
  return (
    <RoleHomeFrame
      lead={t('roleHomes.client.lead')}
      actions={[{ label: t('roleHomes.client.cta'), to: paths.requestCustomMusic }]}
      // A plan that has ended is said first, before a brief or an offer is begun.
      notice={
        profile && !hasWritingAccess ? (
          <UpgradeNotice title={t('roleHomes.client.needsPlan')} />
        ) : undefined
      }
      query={useRoleHome('Client')}
      cards={(home) => (
        <>
          <NewTakesCard newTakes={home.newTakes} />
          <OffersToPayCard toPay={home.offersToPay} />
          <ActiveRequestsCard active={home.activeRequests} />
        </>
      )}
    />
  );
}
