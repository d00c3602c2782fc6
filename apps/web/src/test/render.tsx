import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Providers } from '../app/Providers';
import { createQueryClient } from '../app/queryClient';

/** Renders `element` at `path` inside the app's providers (Mantine in test mode, react-query). */
export function renderWithApp(element: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const view = render(
    <Providers env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/login" element={<p>Página de login</p>} />
            <Route path="*" element={element} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </Providers>,
  );
  return { queryClient, ...view };
}
