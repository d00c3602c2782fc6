import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Test files share each worker's modules (isolate: false) so the libraries load once per worker;
// the app's own modules load afresh for every file, with their module state (the session, the
// feature toggles, lazy screens) as a page load starts it. Dependencies stay loaded.
vi.resetModules();

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Mantine keeps its toasts in a module-level store, and test files share modules (isolate: false):
// every test starts without any toast, even one a finished test's late answer showed.
beforeEach(() => notifications.clean());

// Mantine needs these browser APIs that jsdom does not provide.
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {};

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;

class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.IntersectionObserver = IntersectionObserverStub as unknown as typeof IntersectionObserver;
