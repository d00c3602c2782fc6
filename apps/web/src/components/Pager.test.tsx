import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { Pager, selectablePages } from './Pager';

describe('Pager', () => {
  it("shows '{n} de {total} páginas' and disables previous on the first page", async () => {
    const onChange = vi.fn();
    renderWithApp(<Pager page={1} totalPages={3} onChange={onChange} />);
    expect(screen.getByText('1 de 3 páginas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('disables next on the last page and jumps through the page select', async () => {
    const onChange = vi.fn();
    renderWithApp(<Pager page={3} totalPages={3} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Página anterior' }));
    expect(onChange).toHaveBeenLastCalledWith(2);

    await userEvent.click(screen.getByRole('combobox', { name: 'Ir para a página' }));
    await userEvent.click(await screen.findByRole('option', { name: '1' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('offers every page of a short list, and a window plus the ends of a long one', () => {
    expect(selectablePages(2, 4)).toEqual([1, 2, 3, 4]);
    const pages = selectablePages(5_000, 50_000);
    expect(pages[0]).toBe(1);
    expect(pages.at(-1)).toBe(50_000);
    expect(pages).toContain(4_950);
    expect(pages).toContain(5_050);
    expect(pages).not.toContain(5_051);
    expect(pages.length).toBe(103);
  });
});
