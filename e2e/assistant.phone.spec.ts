import { ASSISTANT_MESSAGES } from '@tagwise/core/values/assistant';
import { axeViolations, createProject, shot } from './analysis-helpers.ts';
import { createBatch } from './batch-seed.ts';
import { seedCredits } from './credits-seed.ts';
import { expect, test } from './fixtures.ts';

test('on a phone, the assistant sits above the queue widget and its chat fits the screen', async ({ page, signIn }) => {
  await signIn();
  await seedCredits(page.request, { tier: 'pro-300' });
  const project = await createProject(page, 'Birch Lane sale');
  await createBatch(page.request, project.id, 'Kitchen', 3);
  await page.goto('/projects');

  // The bulk queue's card spans the bottom edge; the launcher floats above it, covering neither it nor the page's end.
  const widget = page.getByRole('complementary', { name: 'Bulk queue' });
  const launcher = page.getByRole('button', { name: 'Ask the help assistant' });
  await expect(widget).toBeVisible();
  const card = (await widget.boundingBox())!;
  const button = (await launcher.boundingBox())!;
  expect(button.y + button.height).toBeLessThanOrEqual(card.y);
  expect(button.width).toBeGreaterThanOrEqual(44);

  await launcher.click();
  const chat = page.getByRole('dialog', { name: 'Help assistant' });
  const input = chat.getByRole('textbox', { name: 'Your question' });
  await expect(input).toBeFocused();
  await input.fill('how do I print price tags?');
  await input.press('Enter');
  await expect(chat.getByRole('log')).toContainText('Printing price tags – ');
  await expect(chat.getByRole('log').getByText(ASSISTANT_MESSAGES.thinking)).toHaveCount(0);

  const viewport = page.viewportSize()!;
  const box = (await chat.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y).toBeGreaterThan(viewport.height * 0.1);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  // The header (its camera button) stays above the chat.
  const camera = (await page.getByRole('button', { name: 'Take Photo' }).boundingBox())!;
  expect(camera.y + camera.height).toBeLessThan(box.y);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'assistant-phone');
  expect(await axeViolations(page)).toEqual([]);

  // Its own Close button gives the launcher back.
  await chat.getByRole('button', { name: 'Close' }).click();
  await expect(chat).toBeHidden();
  await expect(launcher).toBeFocused();
});
