import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { noticeSettingsSchema, type NoticeBasicInput, type NoticeSwitch } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

export const noticeSettingsQuery = queryOptions({
  queryKey: ['notices', 'settings'],
  queryFn: ({ signal }) => apiRequest('/seller-notifications', { signal }, noticeSettingsSchema),
});

export const useNoticeSettings = () => useQuery(noticeSettingsQuery);

/** PATCH /api/seller-notifications/basic: the identification and the master switch. */
export function useSaveNoticeBasic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notices', 'basic'],
    mutationFn: (basic: NoticeBasicInput) =>
      apiRequest('/seller-notifications/basic', { method: 'PATCH', body: basic }, noticeSettingsSchema),
    onSuccess: (saved) => queryClient.setQueryData(noticeSettingsQuery.queryKey, saved),
  });
}

/** PATCH /api/seller-notifications/active: one type's switch for one channel. */
export function useSaveNoticeSwitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notices', 'switch'],
    mutationFn: (change: NoticeSwitch) =>
      apiRequest('/seller-notifications/active', { method: 'PATCH', body: change }, noticeSettingsSchema),
    onSuccess: (saved) => queryClient.setQueryData(noticeSettingsQuery.queryKey, saved),
  });
}
