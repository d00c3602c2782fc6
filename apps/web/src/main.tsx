import './lib/zodJitless';
import './app/mantine.css';
import '@mantine/notifications/styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { brand } from './app/brand';
import { preloadSignedInScreen } from './app/preloadScreen';

document.title = brand.name;
preloadSignedInScreen(window.location.pathname);

const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
