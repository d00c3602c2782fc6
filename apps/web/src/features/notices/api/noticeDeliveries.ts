import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { noticeDeliveryPageSchema } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

/** One page (0-based) of the notices sent to buyers, newest first. */
export const noticeDeliveriesQuery = (page: number) =>
  queryOptions({
    queryKey: ['notices', 'deliveries', page],
    queryFn: ({ signal }) =>
      apiRequest('/seller-notifications/deliveries', { query: { page }, signal }, noticeDeliveryPageSchema),
  });

/** The table keeps the previous page on screen while the next one loads. */
export const useNoticeDeliveries = (page: number) =>
  useQuery({ ...noticeDeliveriesQuery(page), placeholderData: keepPreviousData });
