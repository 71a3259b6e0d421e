import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import LandingPage from '@/features/marketing/pages/landing-page';

/**
 * Build-time HTML of the landing page, so a visitor sees it before any JavaScript has run (the largest
 * paint then comes from the HTML). The client renders the same page over it once loaded.
 */
export function renderLandingPage(): string {
  // The page reads the server's public configuration (billing on or off); nothing is fetched at build
  // time, so it renders as a server with billing shows it, as the client's first render does too.
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouter location="/home">
        <LandingPage />
      </StaticRouter>
    </QueryClientProvider>,
  );
}
