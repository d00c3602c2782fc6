import { useState } from 'react';
import { Combobox, InputBase, Loader, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { CLIENT_PAGING, clientSummarySchema, type Client, type ClientSummary } from '@cofre/contract';
import { useClient } from '../api/getClient';
import { useClients } from '../api/listClients';
import { displayDocument } from '../documentLabels';
import { CLIENT_TEXTS } from '../texts';
import { AddClientModal } from './AddClientModal';

const ADD_CLIENT = '__add-client__';
const SEARCH_DELAY_MS = 300;

export interface ClientPickerProps {
  /** The selected client's id. */
  value: string | null;
  onChange: (client: ClientSummary | null) => void;
  label: string;
  error?: string;
  placeholder?: string;
  /** Marks the field required (the asterisk and aria-required), as the form's other required fields. */
  required?: boolean;
  /** The first field of a dialog: where its focus trap puts the focus when it opens (not its close button). */
  dialogAutoFocus?: boolean;
}

/** The list's view of a client (the contract's pick of its fields). */
const summaryOf = (client: Client): ClientSummary => clientSummarySchema.parse(client);

/**
 * A type-ahead over the seller's clients, searched on the server (first 100 by name, D19), with
 * 'Adicionar cliente' at the end: it opens the add-client modal and selects the client the POST
 * returned.
 */
export function ClientPicker({
  value,
  onChange,
  label,
  error,
  placeholder = 'Buscar cliente',
  required,
  dialogAutoFocus = false,
}: ClientPickerProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [chosen, setChosen] = useState<ClientSummary | null>(null);
  const [search, setSearch] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  // A value chosen here is known; one handed in by the parent is fetched to show its name.
  const known = chosen?.id === value ? chosen : null;
  const fetched = useClient(value && !known ? value : null);
  const selected = known ?? (fetched.data ? summaryOf(fetched.data) : null);

  // While editing, the input holds the typed text; the selected name is not a search term.
  const editing = search !== null;
  const term = editing && search !== selected?.name ? search.trim() : '';
  const [debouncedTerm] = useDebouncedValue(term, SEARCH_DELAY_MS);
  const results = useClients({ search: debouncedTerm, page: 0, size: CLIENT_PAGING.picker }, combobox.dropdownOpened);

  const choose = (client: ClientSummary | null) => {
    setChosen(client);
    setSearch(null);
    onChange(client);
  };

  const submitOption = (optionValue: string) => {
    combobox.closeDropdown();
    if (optionValue === ADD_CLIENT) {
      setSearch(null);
      setAdding(true);
      return;
    }
    const client = results.data?.content.find((candidate) => candidate.id === optionValue);
    if (client) choose(client);
  };

  const options = (results.data?.content ?? []).map((client) => (
    <Combobox.Option value={client.id} key={client.id} active={client.id === value}>
      <Text fz="sm">{client.name}</Text>
      <Text fz="xs" c="dimmed">
        {displayDocument(client.document)}
      </Text>
    </Combobox.Option>
  ));

  return (
    <>
      <Combobox store={combobox} onOptionSubmit={submitOption}>
        <Combobox.Target withExpandedAttribute>
          <InputBase
            label={label}
            required={required}
            data-autofocus={dialogAutoFocus || undefined}
            error={error}
            placeholder={placeholder}
            value={editing ? search : (selected?.name ?? '')}
            rightSection={results.isFetching || fetched.isLoading ? <Loader size="xs" /> : <Combobox.Chevron />}
            rightSectionPointerEvents="none"
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
            }}
            onClick={() => combobox.openDropdown()}
            // A dialog opening on this field must not cover the form with the list: there it opens on a
            // click, on typing or on the arrow keys.
            onFocus={() => !dialogAutoFocus && combobox.openDropdown()}
            onBlur={() => {
              combobox.closeDropdown();
              // Emptying the input and leaving it clears the choice; other text is discarded.
              if (editing && search.trim() === '' && value) choose(null);
              else setSearch(null);
            }}
          />
        </Combobox.Target>
        <Combobox.Dropdown>
          <Combobox.Options mah={320} style={{ overflowY: 'auto' }}>
            {results.isPending ? <Combobox.Empty>{CLIENT_TEXTS.loading}</Combobox.Empty> : options}
            {!results.isPending && options.length === 0 && <Combobox.Empty>{CLIENT_TEXTS.pickerEmpty}</Combobox.Empty>}
            <Combobox.Option value={ADD_CLIENT} fw={600} c="var(--mantine-primary-color-filled)">
              {CLIENT_TEXTS.add}
            </Combobox.Option>
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      <AddClientModal
        opened={adding}
        onClose={() => setAdding(false)}
        onCreated={(client) => choose(summaryOf(client))}
      />
    </>
  );
}
