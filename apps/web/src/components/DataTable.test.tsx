import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useLocation } from 'react-router';
import { renderWithApp } from '../test/render';
import { DataTable, type DataColumn } from './DataTable';
import { EmptyState } from './EmptyState';

interface Fruit {
  id: string;
  name: string;
  price: string;
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

  it('shows the empty state in place of the rows', () => {
    renderTable([]);
    expect(screen.getByText('Sem frutas')).toBeInTheDocument();
  });
});
