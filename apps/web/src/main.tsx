import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './index.css';
import { Providers } from './app/providers';
import { router } from './app/router';
import { showStartupFailure } from './features/errors/components/startup-failure';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

try {
  createRoot(root, {
    // Errors React cannot hand to an error boundary (e.g. while mounting the root) end up here.
    onUncaughtError: (error) => showStartupFailure(root, error),
  }).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
} catch (error) {
  showStartupFailure(root, error);
}
