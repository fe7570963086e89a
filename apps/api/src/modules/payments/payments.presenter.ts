import type { AdminPayment, ClientPayment, ClientSubscription } from '@cuebrief/shared';
import type { SubscriptionRow } from '../../db/schema';
import type { PaymentInContext } from './payments.repository';
import { visibleState } from './subscription-states';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentSubscription(row: SubscriptionRow, now: Date): ClientSubscription {
  return {
    plan: row.plan,
    state: visibleState(row.state, row.currentPeriodEnd, now),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
  };
}

/** What a payment is, the same on a client's invoice and in the admins' book. */
const paymentFacts = ({
  payment,
  audioTitle,
}: Pick<PaymentInContext, 'payment' | 'audioTitle'>) => ({
  purpose: payment.purpose,
  plan: payment.plan,
  audioTitle,
  amountCents: payment.amountCents,
  currency: payment.currency,
  state: payment.state,
});

/** A client's invoice: the address to pay only while the checkout waits for it. */
export function presentClientPayment({ payment, audioTitle }: PaymentInContext): ClientPayment {
  return {
    id: payment.id,
    ...paymentFacts({ payment, audioTitle }),
    createdAt: payment.createdAt.toISOString(),
    paidAt: iso(payment.paidAt),
    checkoutUrl: payment.state === 'pending' ? payment.checkoutUrl : null,
  };
}

export function presentAdminPayment({
  payment,
  audioTitle,
  client,
}: PaymentInContext): AdminPayment {
  return {
    id: payment.id,
    client: {
      id: client.id,
      name: `${client.firstName} ${client.lastName}`,
      email: client.email,
      agency: client.agencyName,
    },
    ...paymentFacts({ payment, audioTitle }),
    provider: payment.provider,
    providerSessionId: payment.providerSessionId,
    createdAt: payment.createdAt.toISOString(),
    paidAt: iso(payment.paidAt),
  };
}
