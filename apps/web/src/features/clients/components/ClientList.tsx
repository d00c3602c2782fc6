import { Button, Stack, Text } from '@mantine/core';
import { CLIENT_PAGING, CLIENT_SEARCH_CAP, formatPhone, type ClientSummary } from '@cofre/contract';
import type { DataColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { PagedTable } from '../../../components/PagedTable';
import { useClients } from '../api/listClients';
import { EmailText, Nowrap } from '../../../components/Unbreakable';
import { displayDocument } from '../documentLabels';
import { useLoadErrorToast } from '../../../lib/useLoadErrorToast';
import { PAGE_PARAM, pageParam, readPage, useUrlParams, useClampedPage } from '../../../lib/useUrlParams';
import { clientPath } from '../links';
import { CLIENT_LIST_LABELS, CLIENT_TEXTS } from '../texts';
import { SearchInput } from '../../../components/SearchInput';

export const SEARCH_PARAM = 'busca';

const COLUMNS: ReadonlyArray<DataColumn<ClientSummary>> = [
  {
    key: 'client',
    header: CLIENT_LIST_LABELS.client,
    render: (client) => (
      <>
        <Text component="span" display="block" fz="sm" fw={500}>
          {client.name}
        </Text>
        <Text component="span" display="block" fz="xs" c="dimmed">
          <Nowrap>{displayDocument(client.document)}</Nowrap>
        </Text>
      </>
    ),
  },
  { key: 'email', header: CLIENT_LIST_LABELS.email, render: (client) => <EmailText email={client.email} /> },
  {
    key: 'phone',
    header: CLIENT_LIST_LABELS.phone,
    render: (client) => formatPhone(client.countryCode, client.phone),
  },
];

/** Search, table and pager of /clientes; search and page live in the URL (?busca=&pagina=). */
export function ClientList() {
  const [params, update] = useUrlParams();
  const search = params.get(SEARCH_PARAM) ?? '';
  const page = readPage(params);
  const clients = useClients({ search, page: page - 1, size: CLIENT_PAGING.list });
  useLoadErrorToast(clients.errorUpdatedAt, CLIENT_TEXTS.listLoadError);
  useClampedPage(page, clients, update);

  return (
    <Stack gap="md">
      <SearchInput
        label={CLIENT_TEXTS.searchLabel}
        placeholder={CLIENT_TEXTS.searchPlaceholder}
        // The API's limit for a search term (clientListQuerySchema).
        maxLength={100}
        value={search}
        // A new search starts on page 1; typing replaces the history entry instead of adding one per pause.
        onSearch={(next) => update({ [SEARCH_PARAM]: next, [PAGE_PARAM]: null }, { replace: true })}
      />
      <PagedTable
        label={CLIENT_TEXTS.listTitle}
        columns={COLUMNS}
        query={clients}
        page={page}
        onPageChange={(next) => update({ [PAGE_PARAM]: pageParam(next) })}
        rowKey={(client) => client.id}
        rowHref={(client) => clientPath(client.id)}
        pageSize={CLIENT_PAGING.list}
        empty={(failed) =>
          failed ? (
            <EmptyState
              title={CLIENT_TEXTS.listLoadError}
              action={
                <Button variant="default" onClick={() => void clients.refetch()}>
                  {CLIENT_TEXTS.retry}
                </Button>
              }
            />
          ) : (
            <EmptyState title={CLIENT_TEXTS.listEmpty} />
          )
        }
        footer={
          clients.data?.capped && (
            <Text fz="sm" c="dimmed" role="status">
              {CLIENT_TEXTS.searchCapped(CLIENT_SEARCH_CAP)}
            </Text>
          )
        }
      />
    </Stack>
  );
}
