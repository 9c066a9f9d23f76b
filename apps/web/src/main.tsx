// First: it configures zod before any schema of the app exists.
import './lib/zod-config';
import './styles/bootstrap.scss';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter, createAppRouter } from './app/router';
import { i18nReady } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { prefetchRoles } from './lib/roles';
import { prefetchSession } from './lib/session';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// While the texts load: the session answer, the user's spaces and the first screen's chunk, which would otherwise
// each wait for the render before (four round trips in a row on the first load, now one).
const queryClient = createQueryClient();
const firstAnswers = Promise.all([prefetchSession(queryClient), prefetchRoles(queryClient)]);
const router = createAppRouter();

// The texts of the page's language are a chunk of their own: render once they are in, so the
// first paint is translated. A failure to fetch them still renders (keys then show) rather than nothing.
// The session and the user's spaces are awaited too, for a while: rendered in between, the first paint was a
// spinner and the whole shell one long task after it (Lighthouse's TBT on a phone); a slow answer still gets
// the spinner after FIRST_ANSWERS_WAIT_MS. Neither prefetch rejects (a failure is the query's error state).
const FIRST_ANSWERS_WAIT_MS = 1500;
await Promise.all([
  i18nReady.catch(() => {}),
  Promise.race([firstAnswers, new Promise((resolve) => setTimeout(resolve, FIRST_ANSWERS_WAIT_MS))]),
]);

// As a transition the first render yields to the browser every few milliseconds instead of holding the main
// thread for the whole shell and screen at once (a phone's longest task of the load, Lighthouse's TBT).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProvider client={queryClient}>
        <AppRouter router={router} />
      </AppProvider>
    </StrictMode>,
  );
});
