import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { renderWithApp } from '../test/render';
import { DataTable, type DataColumn } from './DataTable';
import { EmptyState } from './EmptyState';

interface Fruit {
  id: string;
  name: string;
  price: string;
  origin?: string;
}

const columns: DataColumn<Fruit>[] = [
  { key: 'name', header: 'Nome', render: (fruit) => fruit.name },
  { key: 'price', header: 'Preço', align: 'right', render: (fruit) => fruit.price },
];

function Path() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderTable(rows: Fruit[] | undefined) {
  return renderWithApp(
    <>
      <DataTable
        label="Frutas"
        columns={columns}
        rows={rows}
        rowKey={(fruit) => fruit.id}
        rowHref={(fruit) => `/frutas/${fruit.id}`}
        pageSize={5}
        empty={<EmptyState title="Sem frutas" />}
      />
      <Path />
    </>,
  );
}

describe('DataTable', () => {
  it('keeps a full page of skeleton rows while the first load runs', () => {
    renderTable(undefined);
    const table = screen.getByRole('table', { name: 'Frutas' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(table.querySelectorAll('tbody tr')).toHaveLength(5);
  });

  it('links the first cell and opens the row when any cell is clicked', async () => {
    renderTable([{ id: 'f1', name: 'Caju', price: 'R$ 2,00' }]);
    expect(screen.getByRole('link', { name: 'Caju' })).toHaveAttribute('href', '/frutas/f1');
    await userEvent.click(within(screen.getByRole('table')).getByText('R$ 2,00'));
    expect(screen.getByTestId('path')).toHaveTextContent('/frutas/f1');
  });

  it("names a column of buttons 'Ações' for screen readers when its header shows no words", () => {
    renderWithApp(
      <DataTable
        label="Frutas"
        columns={[...columns, { key: 'actions', header: '', render: () => null }]}
        rows={[{ id: 'f1', name: 'Caju', price: 'R$ 2,00' }]}
        rowKey={(fruit) => fruit.id}
        pageSize={5}
        empty={null}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Ações' })).toBeInTheDocument();
  });

  it('shows the empty state in place of the rows', () => {
    renderTable([]);
    expect(screen.getByText('Sem frutas')).toBeInTheDocument();
  });
});

/** A phone: the narrow-screen query matches (test/setup.ts answers no to every query otherwise). */
function onPhone() {
  const desktop = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...desktop(query),
    matches: query.includes('max-width'),
  }));
}

describe('DataTable on a phone', () => {
  afterEach(() => vi.restoreAllMocks());

  const phoneColumns: DataColumn<Fruit>[] = [
    { key: 'name', header: 'Nome', render: (fruit) => fruit.name },
    { key: 'origin', header: 'Origem', render: (fruit) => fruit.origin },
    { key: 'price', header: 'Preço', align: 'right', card: 'aside', render: (fruit) => fruit.price },
    { key: 'more', header: 'Detalhes', card: 'hidden', render: () => 'Ver detalhes' },
  ];

  function renderCards(rows: Fruit[] | undefined) {
    return renderWithApp(
      <>
        <DataTable
          label="Frutas"
          columns={phoneColumns}
          rows={rows}
          rowKey={(fruit) => fruit.id}
          rowHref={(fruit) => `/frutas/${fruit.id}`}
          pageSize={3}
          empty={<EmptyState title="Sem frutas" />}
        />
        <Path />
      </>,
    );
  }

  it('shows one card per row, every column but the hidden one, and no table to scroll', async () => {
    onPhone();
    renderCards([
      { id: 'f1', name: 'Caju', price: 'R$ 2,00', origin: 'Ceará' },
      { id: 'f2', name: 'Açaí', price: 'R$ 9,50', origin: 'Pará' },
    ]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Frutas' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [caju] = cards;
    expect(within(caju!).getByRole('link', { name: 'Caju' })).toHaveAttribute('href', '/frutas/f1');
    expect(within(caju!).getByText('R$ 2,00')).toBeInTheDocument();
    // A field is its header and its value.
    expect(within(caju!).getByText('Origem')).toBeInTheDocument();
    expect(within(caju!).getByText('Ceará')).toBeInTheDocument();
    expect(within(caju!).queryByText('Ver detalhes')).not.toBeInTheDocument();

    await userEvent.click(within(caju!).getByText('Ceará'));
    expect(screen.getByTestId('path')).toHaveTextContent('/frutas/f1');
  });

  it('keeps a page of skeleton cards while loading, and the empty state when there is nothing', () => {
    onPhone();
    const { unmount } = renderCards(undefined);
    const list = screen.getByRole('list', { name: 'Frutas' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(list.querySelectorAll('li')).toHaveLength(3);
    unmount();
    renderCards([]);
    expect(screen.getByText('Sem frutas')).toBeInTheDocument();
  });
});
