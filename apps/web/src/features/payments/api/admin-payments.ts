import type { AdminPayment, PaymentPurpose, PaymentState } from '@cuebrief/shared';
import { usePagedQuery } from '../../../lib/paged-query';
import { paymentsApi } from '../../../domain/payments/payment-paths';

export type AdminPaymentsQuery = { page: number; state?: PaymentState; purpose?: PaymentPurpose };

/** GET /admin/payments?page=&state=&purpose=: every payment, newest first. */
export function useAdminPayments(query: AdminPaymentsQuery) {
  return usePagedQuery<AdminPayment>(paymentsApi.adminPayments, query);
}
