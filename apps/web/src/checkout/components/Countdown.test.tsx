import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, formatRemaining } from './Countdown';

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('counts down every second and expires the page in place at zero', () => {
    const onExpired = vi.fn();
    render(<Countdown expiresAt="2026-11-25T12:00:03Z" onExpired={onExpired} />);
    expect(screen.getByRole('timer')).toHaveTextContent('Esta oferta expira em 00:00:03');
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:02');
    expect(onExpired).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:00');
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('shows days first when more than one is left', () => {
    expect(formatRemaining((2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000)).toBe('2d 03:04:05');
    expect(formatRemaining(-5_000)).toBe('00:00:00');
  });
});
