import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
// The design system's styles, then the shell's, which use its variables.
import './ui/styles';
import './app/styles.css';

const root = document.getElementById('root');
if (root) {
  // The first render as a transition: React renders it in slices and lets
  // the browser handle input between them, rather than one long task (a
  // phone's main thread is blocked for its whole length otherwise).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
