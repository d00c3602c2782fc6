import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FEATURES, findRoute, MENU_GROUPS, rolesOfProfile, visibleMenu, type Grant } from '@cofre/contract';
import { renderWithApp } from '../../../test/render';
import { MainNav } from './MainNav';
import { MenuSections } from './MenuSections';
import { SHELL_TEXTS } from '../texts';

const allFeatures = FEATURES.filter(
  (feature) => feature !== 'block_items_credit_card' && feature !== 'view_disable_refund',
);
const adminGrant: Grant = { roles: rolesOfProfile('ADMIN'), features: allFeatures };
const saleGrant: Grant = { roles: rolesOfProfile('SALE'), features: allFeatures };

function menuLinks() {
  const nav = screen.getByRole('navigation', { name: 'Menu principal' });
  return within(nav)
    .queryAllByRole('link')
    .map((link) => link.textContent);
}

function renderNav(grant: Grant, pathname = '/') {
  const onLogout = vi.fn();
  renderWithApp(
    <nav aria-label="Menu principal">
      <MainNav grant={grant} pathname={pathname} onLogout={onLogout} />
    </nav>,
  );
  return { onLogout };
}

describe('MainNav', () => {
  it('gives an ADMIN the home entry as a real link, plus FAQ and Sair', async () => {
    const { onLogout } = renderNav(adminGrant);
    const home = screen.getByRole('link', { name: 'Início' });
    expect(home).toHaveAttribute('href', '/');
    expect(home).toHaveAttribute('aria-current', 'page');
    const faq = screen.getByRole('link', { name: /FAQ/ });
    expect(faq).toHaveAttribute('target', '_blank');
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('shows a SALE user only what the route table allows (no home)', () => {
    renderNav(saleGrant);
    expect(screen.queryByRole('link', { name: 'Início' })).not.toBeInTheDocument();
    expect(menuLinks()).toEqual(['Links de pagamento', 'Cobranças', 'Clientes', 'FAQ (abre em uma nova aba)']);
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
  });

  it('renders exactly the entries visibleMenu gives each grant', () => {
    for (const grant of [adminGrant, saleGrant]) {
      const expected = visibleMenu(grant).flatMap((section) =>
        // A new or beta entry carries its badge's word after the label ('PagamentosNovo').
        section.routes.map(
          (route) =>
            `${route.menuLabel ?? route.title}${route.isNew ? SHELL_TEXTS.newBadge : ''}${route.beta ? SHELL_TEXTS.betaBadge : ''}`,
        ),
      );
      const view = renderWithApp(<MainNav grant={grant} pathname="/" onLogout={vi.fn()} />);
      // Entries of a collapsed group ('Meu Checkout' at '/') are rendered, hidden until it opens.
      const labels = within(view.container)
        .queryAllByRole('link', { hidden: true })
        .map((link) => link.textContent)
        .filter((label) => !label?.startsWith('FAQ'));
      expect(labels).toEqual(expected);
      view.unmount();
    }
  });
});

describe('MenuSections', () => {
  const settings = MENU_GROUPS.find((group) => group.key === 'settings')!;
  const sections = [
    { routes: [findRoute('home'), findRoute('payments')] },
    { group: settings, routes: [findRoute('security'), findRoute('users')] },
  ];

  it('opens a group when the path is inside one of its children and highlights by prefix', () => {
    renderWithApp(<MenuSections sections={sections} pathname="/seguranca/2fa" />);
    const security = screen.getByRole('link', { name: 'Segurança' });
    expect(security).toHaveAttribute('href', '/seguranca');
    expect(security).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Início' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Configurações' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps a group closed elsewhere and marks new entries', async () => {
    renderWithApp(<MenuSections sections={sections} pathname="/" />);
    const group = screen.getByRole('button', { name: 'Configurações' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: /Pagamentos/ })).toHaveTextContent('Novo');
    await userEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
  });
});
