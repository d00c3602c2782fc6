import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAX_INSTALLMENTS } from '@cofre/contract';
import { renderWithApp } from '../../../test/render';
import { AuthLayout } from './AuthLayout';

describe('AuthLayout', () => {
  it('promises the instalments the product sells, from the contract (issue 14, defect 11)', () => {
    // Fails before the fix: the banner said 'Venda em até 24x' while card charges stop at 21x.
    renderWithApp(
      <AuthLayout>
        <p>formulário</p>
      </AuthLayout>,
    );
    const banner = screen.getByRole('complementary', { name: 'Sobre o Cofre' });
    expect(MAX_INSTALLMENTS).toBe(21);
    expect(banner).toHaveTextContent('Venda em até 21x no cartão');
    expect(banner).not.toHaveTextContent('24x');
  });
});
