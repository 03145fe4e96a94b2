import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { closeAuthChannels } from '../features/sign-in/auth-channel';
import { addAllMessages } from './messages';

// Queries like findBy and waitFor resolve as soon as the page shows what they wait for; the limit only
// decides how long a failing test takes. A busy machine (CI, two cores, other work) needs far more
// than the default second for a lazy chunk or a re-render (a first lazy page took over 20 s at a
// load average of 17), so the limit is generous, below the test's own ceiling of 60 s.
configure({ asyncUtilTimeout: 45_000 });

addAllMessages();

// Mantine reads media queries and observes element sizes; jsdom has neither.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
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

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  closeAuthChannels();
  notifications.clean();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
