// User-facing texts fixed by the specification (core-app.md and commercial-side.md section 8), each one
// shown somewhere in the app. Keep them word for word: support articles and operators' habits depend on them.
// A spec text no screen shows is not kept here: with the flows we built, "An unexpected error occurred during
// signup" and "...Please sign in with your existing account or use a different email address." never arise
// (an unknown failure shows its own message, an address already registered switches to sign-in).

export const AUTH_MESSAGES = {
  missingCredentials: 'Please enter your email and password',
  invalidEmail: 'Please enter a valid email address',
  invalidCredentials: 'Invalid email or password',
  /**
   * A sign-up that made no account: the address has one already. The server does not say so (no more than the
   * password reset does; decision 0021), and neither does this, which replaces the spec's "This email is
   * already registered" texts; the address's owner gets an e-mail with the way in.
   */
  notCreated:
    'No new account was created. If this address already has a Tagwise account, sign in below, or use the link we e-mailed to it.',
  /** The same, signing up to claim a purchase. */
  notCreatedClaim:
    'No new account was created. If this address already has a Tagwise account, sign in below to claim your subscription, or use the link we e-mailed to it.',
  databaseSignupError: 'Account creation failed due to a database issue. Please try again or contact support.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  /** A request without any session: nothing expired, the person never signed in on this device. */
  signInRequired: 'Please sign in to continue.',
  signupFailed: 'An error occurred during signup',
  signinFailed: 'An error occurred',
  googleFailed: 'Failed to sign in with Google',
  oauthFailed: 'Authentication failed. Please try again.',
  googleSuccess: 'Successfully signed in with Google!',
  signedIn: 'Welcome back!',
  // The spec's "Account created! You can now sign in." assumes e-mail confirmation before the first
  // sign-in; we sign the new account in at once, so this is what people see (docs/decisions/0003-after-sign-up.md).
  accountCreatedSignedIn: 'Account created! Welcome to Tagwise.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
} as const;

export const APP_MESSAGES = {
  loading: 'Loading',
  crashTitle: 'Something went wrong',
  crashBody: 'We encountered an unexpected error',
  startupFailedTitle: 'App Failed to Load',
  networkFailed: 'Network connection failed. Please check your internet connection and try refreshing the page.',
} as const;

/** Pricing settings online and offline (core-app.md sections 4 and 8). */
export const SETTINGS_MESSAGES = {
  usingCached: 'Unable to connect to server. Using cached settings.',
  usingDefaults: 'Unable to connect to server. Using default settings.',
  savedOffline: 'Settings updated locally (offline mode)',
  savedLocally: 'Settings updated locally. Changes will sync when connection is restored.',
  saved: 'Pricing settings saved',
  synced: 'Settings synced with the server',
  saveFailed: 'Failed to save settings. Please try again.',
} as const;

/** Guided tours (core-app.md sections 4 and 8). */
export const TOUR_MESSAGES = {
  notFound: 'Tour not found',
  prerequisites: (names: readonly string[]) => `Please complete these tours first: ${names.join(', ')}`,
  skipQuestion: 'Skip this tour?',
} as const;

/** Refusals of a request as a whole, before any route reads it. */
export const REQUEST_MESSAGES = {
  nulCharacter: 'Text cannot contain the NUL character (\\0). Remove it and try again.',
  crossSite: 'This request came from another site and was refused.',
} as const;
