import type { Page } from '@playwright/test';
import { ASSISTANT_GREETING, ASSISTANT_MESSAGES } from '@tagwise/core/values/assistant';
import { FAKE_AI_URL } from '../playwright.config.ts';
import { CONTROL_PATH, type FakeBehaviour } from '../apps/server/test/fakes/ai-provider-server.ts';
import { axeViolations, shot } from './analysis-helpers.ts';
import { expect, test } from './fixtures.ts';

// The help assistant (commercial-side.md sections 2-5 and 8): the Done-when journey ("how do I print price
// tags?" answered with the right help passage), the input rules, the cloud path against the fake provider
// (which answers with the headings of the passages it was given) and the failure. They change the shared
// fake's behaviour, so they run one after the other.
test.describe.configure({ mode: 'serial' });

async function setFake(behaviour: FakeBehaviour | null) {
  const res = await fetch(`${FAKE_AI_URL}${CONTROL_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(behaviour ? { always: behaviour } : {}),
  });
  expect(res.status).toBe(204);
}

test.afterEach(() => setFake(null));

async function openAssistant(page: Page) {
  await page.getByRole('button', { name: 'Ask the help assistant' }).click();
  const chat = page.getByRole('dialog', { name: 'Help assistant' });
  await expect(chat.getByRole('textbox', { name: 'Your question' })).toBeFocused();
  return chat;
}

test('a visitor on the landing page asks how to print price tags and gets the help passage with its link', async ({
  page,
}) => {
  await page.goto('/home');
  const chat = await openAssistant(page);
  const log = chat.getByRole('log', { name: 'Conversation' });
  await expect(log).toContainText(ASSISTANT_GREETING);
  const suggestions = chat.getByRole('group', { name: 'Suggested questions' }).getByRole('button');
  await expect(suggestions).toHaveText(['What is Tagwise?', 'Does it work offline?', 'Is there a free plan?']);
  expect(await axeViolations(page)).toEqual([]);

  // Empty input is ignored; Shift+Enter makes a new line and sends nothing.
  const input = chat.getByRole('textbox', { name: 'Your question' });
  await input.fill('   ');
  await input.press('Enter');
  await input.fill('how do I print price tags?');
  await input.press('Shift+Enter');
  await expect(input).toHaveValue('how do I print price tags?\n');
  await expect(log.getByText('how do I print price tags?')).toHaveCount(0);
  await input.press('Enter');

  // The question, trimmed, then the answer: the price tags article's passage, with its link.
  await expect(log.getByText('how do I print price tags?', { exact: true })).toBeVisible();
  await expect(log).toContainText('Printing price tags – Making the PDF');
  await expect(log).toContainText('Print Tags on a project');
  await expect(input).toHaveValue('');
  // Suggestions go once the greeting is not the only message.
  await expect(chat.getByRole('group', { name: 'Suggested questions' })).toHaveCount(0);
  const link = log.getByRole('link', { name: 'Printing price tags' });
  await expect(link).toHaveAttribute('href', '/help#price-tags');
  await shot(page, 'assistant-visitor-answer');
  expect(await axeViolations(page)).toEqual([]);

  await link.click();
  await expect(page).toHaveURL(/\/help#price-tags$/);
  await expect(page.locator('#price-tags')).toBeInViewport();

  // Escape closes the chat and gives the keyboard back to the launcher; the conversation is kept.
  await chat.getByRole('textbox', { name: 'Your question' }).press('Escape');
  await expect(chat).toBeHidden();
  await expect(page.getByRole('button', { name: 'Ask the help assistant' })).toBeFocused();
  await page.getByRole('button', { name: 'Ask the help assistant' }).click();
  await expect(log).toContainText('Printing price tags – Making the PDF');
});

test('a visitor asking what the help does not cover is told so, not given an invented feature', async ({ page }) => {
  await page.goto('/faq');
  const chat = await openAssistant(page);
  await chat.getByRole('textbox', { name: 'Your question' }).fill('Can Tagwise do my bookkeeping?');
  await chat.getByRole('textbox', { name: 'Your question' }).press('Enter');
  await expect(chat.getByRole('log')).toContainText("I don't know");
});

test('signed in, the cloud AI words the answer from the passages found, with "Thinking..." meanwhile', async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto('/projects');
  const chat = await openAssistant(page);
  await expect(chat.getByRole('group', { name: 'Suggested questions' }).getByRole('button').first()).toHaveText(
    'How do I print price tags?',
  );
  // A slow provider: the reply is loading while the person presses Enter again.
  await setFake({ slowMs: 1500 });
  const input = chat.getByRole('textbox', { name: 'Your question' });
  await input.fill('how do I print price tags?');
  await input.press('Enter');
  const log = chat.getByRole('log');
  await expect(log.getByText(ASSISTANT_MESSAGES.thinking)).toBeVisible();
  await input.fill('and reports?');
  await input.press('Enter');
  await expect(input).toHaveValue('and reports?');
  await expect(log).toContainText('From the help passages I was given:');
  await expect(log).toContainText('Printing price tags – ');
  await expect(log.getByText(ASSISTANT_MESSAGES.thinking)).toHaveCount(0);
  await expect(log.getByText('and reports?')).toHaveCount(0);
  await expect(log.getByRole('link', { name: 'Printing price tags' })).toHaveAttribute('href', '/help#price-tags');
  await shot(page, 'assistant-app-answer');
  expect(await axeViolations(page)).toEqual([]);
});

test('when the AI provider fails, the spec’s apology and the toast "Chatbot temporarily unavailable"', async ({
  page,
  signIn,
}) => {
  await signIn();
  await setFake({ status: 500 });
  await page.goto('/projects');
  const chat = await openAssistant(page);
  await chat.getByRole('button', { name: 'How do I print price tags?' }).click();
  await expect(chat.getByRole('log')).toContainText(ASSISTANT_MESSAGES.fallbackReply);
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: ASSISTANT_MESSAGES.unavailableToast }),
  ).toBeVisible();
  await shot(page, 'assistant-failure');
});
