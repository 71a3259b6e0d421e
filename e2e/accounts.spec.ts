import type { Page } from '@playwright/test';
import { AUTH_MESSAGES } from '@tagwise/core/messages';
import { TEAM_MESSAGES } from '@tagwise/core/values/team';
import { shot } from './analysis-helpers.ts';
import { expect, test, uniqueEmail } from './fixtures.ts';

const PASSWORD = 'estate-sale-2026';

/** Types the e-mail and password into the sign-in or sign-up form and submits it. */
async function submitCredentials(
  page: Page,
  email: string,
  password: string,
  button: 'Create Account & Continue' | 'Sign In',
) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: button }).click();
}

test.describe('accounts', () => {
  test('a person signs up, signs out and signs back in', async ({ page }) => {
    const email = uniqueEmail('journey');

    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started' }).first().click();
    await expect(page).toHaveURL(/\/signup$/);
    await submitCredentials(page, email, PASSWORD, 'Create Account & Continue');

    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await expect(page.getByText('Account created! Welcome to Tagwise.')).toBeVisible();

    // The account menu closes on Escape and on Tab, as the spec's menu does, and signs out.
    const menuButton = page.getByRole('button', { name: /account menu/i });
    await menuButton.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await menuButton.click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByText('Your session has expired')).toHaveCount(0);

    await submitCredentials(page, email, PASSWORD, 'Sign In');
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByText('Welcome back!')).toBeVisible();

    // The account survives a reload: the session cookie is real.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  });

  test('a wrong password says so and keeps the person on the sign-in page', async ({ page }) => {
    const email = uniqueEmail('wrong');
    await page.goto('/signup');
    await submitCredentials(page, email, PASSWORD, 'Create Account & Continue');
    await expect(page).toHaveURL(/\/projects$/);
    await page.context().clearCookies();

    await page.goto('/signin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not-my-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('the forms explain what is missing before asking the server', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please enter your email and password')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByLabel('Password', { exact: true }).fill('whatever');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/signin');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret-words');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('signing up with a registered address makes no account, sends the person to sign in, and e-mails the owner', async ({
    page,
    signIn,
  }) => {
    const { email } = await signIn(uniqueEmail('taken'));
    await page.context().clearCookies();
    await page.goto('/signup');
    await submitCredentials(page, email, PASSWORD, 'Create Account & Continue');
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByText(AUTH_MESSAGES.notCreated)).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await shot(page, 'sign-up-not-created-desktop');
    // The owner's inbox has the way in (here the development mailbox, on this machine).
    await page.goto('/dev/mailbox');
    const mail = page.getByRole('article').filter({ hasText: email });
    await expect(
      mail.getByRole('heading', { name: 'Someone tried to create a Tagwise account with your address' }),
    ).toBeVisible();
    await expect(mail).toContainText('/forgot-password');
  });

  test('back from Google refused, the sign-in page says why for a deactivated member, and in its own words only', async ({
    page,
  }) => {
    // What better-auth's callback sends a deactivated member to; error_description is the address's, not ours.
    await page.goto('/signin?oauth_error=1&error=ACCOUNT_DEACTIVATED&error_description=Call+0800+to+unlock');
    await expect(page.getByRole('alert')).toHaveText(TEAM_MESSAGES.deactivated);
    await expect(page.getByText('Call 0800')).toHaveCount(0);
    await expect(page).toHaveURL(/\/signin$/);
    await shot(page, 'sign-in-google-deactivated-desktop');
    // Any other refusal: the spec's words, as before.
    await page.goto('/signin?oauth_error=1&error=invalid_code');
    await expect(page.getByText(AUTH_MESSAGES.oauthFailed)).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('there is no Google button when Google sign-in is not configured', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByRole('button', { name: /google/i })).toHaveCount(0);
  });
});

test.describe('sessions', () => {
  test('an ended session is explained and leads back to sign-in', async ({ page, signIn, expireSessions }) => {
    const { email } = await signIn();
    await page.goto('/projects');
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    // The server draws the page: the heading shows before the app runs and notes, on this device, that a
    // session existed (which is what lets it explain the end of one).
    await expect.poll(() => page.evaluate(() => localStorage.getItem('tagwise.hadSession'))).toBe('1');

    await expireSessions(email);
    await page.reload();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  });

  test('an ended session is noticed when the person comes back to the tab', async ({
    page,
    signIn,
    expireSessions,
  }) => {
    const { email } = await signIn();
    await page.goto('/projects');
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    // The server draws the page: the heading shows before the app runs and notes, on this device, that a
    // session existed (which is what lets it explain the end of one).
    await expect.poll(() => page.evaluate(() => localStorage.getItem('tagwise.hadSession'))).toBe('1');
    await expireSessions(email);
    // What the browser fires when the tab becomes visible again.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  });
});

test.describe('where people land', () => {
  test('signed out: / shows the landing page, /auth goes to sign-in, unknown paths go to /', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Snap. Analyze. Sell.');
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/signin$/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
  });

  test('signed out: an app page asks for sign-in, then opens after it', async ({ page }) => {
    const email = uniqueEmail('return');
    await page.goto('/signup');
    await submitCredentials(page, email, PASSWORD, 'Create Account & Continue');
    await expect(page).toHaveURL(/\/projects$/);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());

    await page.goto('/inventory');
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByText('Your session has expired')).toHaveCount(0);
    await submitCredentials(page, email, PASSWORD, 'Sign In');
    await expect(page).toHaveURL(/\/inventory$/);
  });

  test('signed in: /, /signin, /signup and unknown paths go to projects', async ({ page, signIn }) => {
    await signIn();
    for (const path of ['/', '/signin', '/signup', '/no/such/page', '/dashboard']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/projects$/);
    }
    await page.getByRole('link', { name: 'Inventory' }).first().click();
    await expect(page).toHaveURL(/\/inventory$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
  });
});

test.describe('development mailbox', () => {
  test('shows the e-mails the app would have sent, newest first', async ({ page, baseURL }) => {
    const email = uniqueEmail('mailbox');
    await page.goto('/signup');
    await submitCredentials(page, email, PASSWORD, 'Create Account & Continue');
    await expect(page).toHaveURL(/\/projects$/);
    // An address confirmation, one of the e-mails accounts send (a reset link is the other).
    const res = await page.request.post('/api/auth/send-verification-email', {
      data: { email, callbackURL: '/projects' },
      headers: { origin: baseURL ?? '' },
    });
    expect(res.status()).toBe(200);

    await page.goto('/dev/mailbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Development mailbox' })).toBeVisible();
    const message = page.getByRole('article').filter({ hasText: email }).first();
    await expect(message.getByRole('heading', { name: 'Confirm your e-mail address for Tagwise' })).toBeVisible();
    await expect(message).toContainText('/api/auth/verify-email?token=');
  });
});
