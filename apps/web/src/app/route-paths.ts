// Every address the app answers, in one place: the router is built from these, and the dead-end walker
// (e2e/dead-ends.spec.ts) checks every link it finds against them. Plain values (no React), so Node can
// import them too.

export const ROUTE_PATHS = {
  root: '/',
  home: '/home',
  auth: '/auth',
  signIn: '/signin',
  signUp: '/signup',
  /** "Forgot password?": the address to e-mail a reset link to. */
  forgotPassword: '/forgot-password',
  /** Where the e-mailed reset link leads (through the server's /api/auth/reset-password/:token). */
  resetPassword: '/reset-password',
  terms: '/terms',
  privacy: '/privacy',
  /** The help articles (packages/core/src/help/help-articles.ts), each at its anchor. */
  help: '/help',
  faq: '/faq',
  /** The blog: posts are Markdown files in content/blog, rendered at build time. */
  blog: '/blog',
  blogPost: '/blog/:slug',
  /** The five feature pages (packages/core/src/help/features.ts). */
  feature: '/features/:slug',
  devMailbox: '/dev/mailbox',
  /** The built-in test provider's checkout page (stands in for a payment provider's hosted one). */
  testCheckout: '/test-checkout/:sessionId',
  checkoutSuccess: '/checkout/success',
  checkoutCancel: '/checkout/cancel',
  /** The plans, for visitors and the signed in. */
  pricing: '/pricing',
  /** A visitor pays for a plan before creating the account (?priceId=&mode=subscription[&trial=true]). */
  signupCheckout: '/signup-checkout',
  /** After a checkout, a claim or a sign-up: the plan now, and the way in. */
  welcome: '/welcome',
  chooseTier: '/choose-tier',
  purchaseCredits: '/purchase-credits',
  account: '/account',
  /** The admin's team members. */
  team: '/team',
  /** The built-in test provider's billing portal (Manage Billing). */
  billingPortal: '/billing-portal',
  projects: '/projects',
  project: '/projects/:projectId',
  /** A sale's promotional material: title, summary, description, social posts, event text, visual ideas. */
  projectPromo: '/projects/:projectId/promo',
  /** A sale's end of day: takings by method, day and person, voids and refunds, the cash count. */
  projectDayEnd: '/projects/:projectId/day-end',
  /** A sale's terms (client, commission, tax), expenses, consignors and the client's settlement (admin). */
  projectSettlement: '/projects/:projectId/settlement',
  /** Ringing up at the door: scan tags, take the payment, give the receipt. */
  checkout: '/projects/:projectId/checkout',
  /** The admin's double sales of a sale: items two devices sold while offline, to resolve. */
  doubleSales: '/projects/:projectId/double-sales',
  /** A sale's invoices, and one invoice with its receipt, refunds and void. */
  invoices: '/projects/:projectId/invoices',
  invoice: '/projects/:projectId/invoices/:invoiceId',
  item: '/items/:itemId',
  /** What a price tag's QR code opens: the item with that tag code. */
  tag: '/t/:tagCode',
  inventory: '/inventory',
  review: '/review',
  creditHistory: '/credit-history',
  queue: '/queue',
  /** The data dashboard, labelled Analytics (?project=<id> for one project). */
  dataDashboard: '/data-dashboard',
  dashboard: '/dashboard',
} as const;

const PATTERNS = Object.values(ROUTE_PATHS).map((path) => new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`));

/** Whether the app has a page (or a redirect it means) at this pathname. */
export const isAppRoute = (pathname: string) => PATTERNS.some((pattern) => pattern.test(pathname));
