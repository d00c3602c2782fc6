import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from './ErrorBoundary';
import { Providers } from './Providers';
import { AppRoutes } from './router';

export function App() {
  return (
    <Providers>
      <ErrorBoundary>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ErrorBoundary>
    </Providers>
  );
}
