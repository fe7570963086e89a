import type { AdminHome as AdminHomeData } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { paymentWhat } from '../../../domain/payments/payment-what';
import { PaymentStateChip } from '../../../domain/payments/payment-state-chip';
import { formatDate } from '../../../lib/format-date';
import { formatUsd } from '../../../lib/format-usd';
import { useRoleHome } from '../api/role-home';
import { HomeCard, HomeList, HomeListItem } from './home-card';
import { RoleHomeFrame } from './role-home-frame';

/** All Submissions with the audios that have offers: where offers are answered. */
const OFFERS_LIST = `${paths.allSubmissions}?hasOffers=true`;

function SignUpsCard({ pending }: { pending: AdminHomeData['pendingSignUps'] }) {
  const { t } = useTranslation();
  return (
    <HomeCard
      title={t('roleHomes.admin.signUps.title')}
      count={pending.composers + pending.clients}
      lead={[
        t('roleHomes.admin.signUps.composers', { count: pending.composers }),
        t('roleHomes.admin.signUps.clients', { count: pending.clients }),
      ].join(' · ')}
      empty={t('roleHomes.admin.signUps.empty')}
      link={{ label: t('roleHomes.admin.signUps.link'), to: paths.newUsers }}
    />
  );
}

function OffersCard({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <HomeCard
      title={t('roleHomes.admin.offers.title')}
      count={count}
      lead={t('roleHomes.admin.offers.count', { count })}
      empty={t('roleHomes.admin.offers.empty')}
      link={{
        label: t('roleHomes.admin.offers.link'),
        to: OFFERS_LIST,
        path: paths.allSubmissions,
      }}
    />
  );
}

function PaymentsCard({ payments }: { payments: AdminHomeData['recentPayments'] }) {
  const { t } = useTranslation();
  return (
    <HomeCard
      title={t('roleHomes.admin.payments.title')}
      count={payments.length}
      empty={t('roleHomes.admin.payments.empty')}
      link={{ label: t('roleHomes.admin.payments.link'), to: paths.payments }}
    >
      <HomeList>
        {payments.map((payment) => (
          <HomeListItem
            key={payment.id}
            primary={`${formatUsd(payment.amountCents / 100)} · ${t('roleHomes.admin.payments.by', {
              what: paymentWhat(payment),
              name: payment.client.agency ?? payment.client.name,
            })}`}
            secondary={formatDate(payment.paidAt ?? payment.createdAt)}
            action={<PaymentStateChip state={payment.state} />}
          />
        ))}
      </HomeList>
    </HomeCard>
  );
}

/** The admins' home: sign-ups to decide, offers to answer, the latest payments. */
export function AdminHome() {
  const { t } = useTranslation();
  return (
    <RoleHomeFrame
      lead={t('roleHomes.admin.lead')}
      actions={[{ label: t('roleHomes.admin.inbox'), to: paths.inbox }]}
      query={useRoleHome('Admin')}
      cards={(home) => (
        <>
          <SignUpsCard pending={home.pendingSignUps} />
          <OffersCard count={home.offersToAnswer} />
          <PaymentsCard payments={home.recentPayments} />
        </>
      )}
    />
  );
}
