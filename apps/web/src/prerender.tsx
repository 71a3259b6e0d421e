import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import LandingPage from '@/features/marketing/pages/landing-page';

/**
 * Build-time HTML of the landing page, so a visitor sees it before any JavaScript has run (the largest
 * paint then comes from the HTML). The client renders the same page over it once loaded.
 */
export function renderLandingPage(): string {
  return renderToString(
    <StaticRouter location="/home">
      <LandingPage />
    </StaticRouter>,
  );
}
