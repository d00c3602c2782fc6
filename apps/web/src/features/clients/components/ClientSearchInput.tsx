import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { CLIENT_TEXTS } from '../texts';

const SEARCH_DELAY_MS = 300;
/** The API's limit for a search term (clientListQuerySchema). */
const MAX_SEARCH_LENGTH = 100;

interface ClientSearchInputProps {
  /** The search in the URL. */
  value: string;
  /** Called ~300 ms after the seller stops typing. */
  onSearch: (search: string) => void;
}

/** The list's search box: typing is local and instant, the URL (and the query) follow debounced. */
export function ClientSearchInput({ value, onSearch }: ClientSearchInputProps) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const commit = useDebouncedCallback((next: string) => onSearch(next.trim()), SEARCH_DELAY_MS);

  // Back/forward (or a link) changed the URL's search: show it, unless it is what was typed.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== text.trim()) setText(value);
  }

  return (
    <TextInput
      type="search"
      aria-label={CLIENT_TEXTS.searchLabel}
      placeholder={CLIENT_TEXTS.searchPlaceholder}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      maxLength={MAX_SEARCH_LENGTH}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      maw={480}
    />
  );
}
