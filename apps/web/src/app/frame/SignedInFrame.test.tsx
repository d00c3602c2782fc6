import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_MESSAGES } from '@cofre/contract';
import { renderFrames, renderThemeVariables } from './render';
import { frameKindOf, ScreenOutline, SignedInFrame } from './SignedInFrame';

describe('the signed-in frame', () => {
  it("shows the dashboard's heading at '/', busy, with the brand named", () => {
    const { container } = render(<SignedInFrame kind="dashboard" />);
    expect(screen.getByRole('heading', { level: 1, name: DASHBOARD_MESSAGES.welcome })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cofre' })).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
  });

  it("gives any other page an outline and no heading of its own (the screen's arrives with it)", () => {
    render(<SignedInFrame kind="page" />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Carregando' })).toBeInTheDocument();
  });

  it("renders the theme's CSS variables alone, the brand's colour among them, for index.html", () => {
    const style = renderThemeVariables();
    expect(style).toMatch(/^<style data-mantine-styles="true">:root/);
    expect(style).toContain('--mantine-primary-color-filled: var(--mantine-color-brand-filled)');
    expect(style).toContain('--mantine-color-brand-filled: #0b7a5e');
  });

  it('picks the kind by address', () => {
    expect(frameKindOf('/')).toBe('dashboard');
    expect(frameKindOf('/cobrancas')).toBe('page');
  });

  it('is a loading state inside the shell too', () => {
    render(<ScreenOutline kind="page" />);
    expect(screen.getByRole('status', { name: 'Carregando' })).toBeInTheDocument();
  });

  it("uses only classes that index.html's inline style draws (the HTML paints before any stylesheet of the app)", () => {
    const html = readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');
    const styled = new Set([...html.matchAll(/\.(cf-frame[\w-]*)/g)].map((match) => match[1]));
    const markup = Object.values(renderFrames()).join('');
    const used = new Set([...markup.matchAll(/class="([^"]+)"/g)].flatMap((match) => match[1]!.split(' ')));
    expect(used.size).toBeGreaterThan(10);
    for (const name of used) expect(styled, name).toContain(name);
  });
});
