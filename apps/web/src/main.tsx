import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { onCaughtError } from './lib/observability/error-reporting';
import './styles/global.css';

// Zod, and with it the SPEC §5 Korean error map, loads with the first screen or call that needs it
// (lib/validation/zod-in-korean.ts; decision 0044).
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// What an error boundary catches (the fallback page shows) is reported too, once error reporting runs.
const root = createRoot(container, { onCaughtError });
// The first render yields to the browser between components, so no single task blocks input for long.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
