import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { monogramOf, SellerHeader } from './SellerHeader';

describe('SellerHeader', () => {
  it('marks the page with the initials of the first and last words of the title', () => {
    expect(monogramOf('Loja Demo')).toBe('LD');
    expect(monogramOf('ateliê   da Maria')).toBe('AM');
    expect(monogramOf('Óticas')).toBe('Ó');
    expect(monogramOf('  - Café 24h')).toBe('C2');
  });

  it('shows the title as the heading and the description under it', () => {
    render(<SellerHeader name="Loja Demo" description="Cursos e oficinas" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Loja Demo');
    expect(screen.getByText('Cursos e oficinas')).toBeInTheDocument();
    expect(screen.getByText('LD')).toHaveAttribute('aria-hidden', 'true');
  });
});
