import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';

const SEARCH_DELAY_MS = 300;

interface SearchInputProps {
  /** The search in the URL. */
  value: string;
  /** Called ~300 ms after the user stops typing, trimmed. */
  onSearch: (search: string) => void;
  label: string;
  placeholder: string;
  /** The API's limit for a search term. */
  maxLength: number;
}

/** A list's server-side search box: typing is local and instant, the URL (and the query) follow debounced. */
export function SearchInput({ value, onSearch, label, placeholder, maxLength }: SearchInputProps) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const commit = useDebouncedCallback((next: string) => onSearch(next.trim()), SEARCH_DELAY_MS);

  // Back/forward (or a link, or another tab) changed the URL's search: show it, unless it is what was typed.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== text.trim()) setText(value);
  }

  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      maxLength={maxLength}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      w="100%"
      maw={480}
    />
  );
}
