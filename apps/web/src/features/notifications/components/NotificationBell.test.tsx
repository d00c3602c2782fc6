import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { BellButton } from './NotificationBell';

describe('BellButton', () => {
  it("shows '9+' above nine unread", () => {
    renderWithApp(<BellButton quantity={12} onClick={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Notificações' })).toBeInTheDocument();
    expect(screen.getByText('9+')).toBeInTheDocument();
    expect(screen.queryByText('12')).not.toBeInTheDocument();
  });

  it('shows the count up to nine and nothing at zero', () => {
    const view = renderWithApp(<BellButton quantity={9} onClick={vi.fn()} />);
    expect(screen.getByText('9')).toBeInTheDocument();
    expect(screen.queryByText('9+')).not.toBeInTheDocument();
    view.unmount();
    renderWithApp(<BellButton quantity={0} onClick={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Notificações' })).toBeInTheDocument();
    expect(screen.queryByText(/^\d+\+?$/)).not.toBeInTheDocument();
  });

  it('opens on click', async () => {
    const onClick = vi.fn();
    renderWithApp(<BellButton quantity={1} onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Notificações' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
