import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ASSISTANT_MESSAGES,
  ASSISTANT_PATH,
  assistantSuggestions,
  type AssistantReply,
  type ChatContext,
} from '@tagwise/core/schemas/assistant';
import type { CreditBalance } from '@tagwise/core/schemas/credits';
import { formatDollars, PLANS } from '@tagwise/core/values/billing';
import { createHelpSearch } from '../src/modules/assistant/help-search.ts';
import { startFakeAiProvider } from './fakes/ai-provider-server.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The help assistant (POST /api/assistant/messages): retrieval over Tagwise's own help with the offline
// default, and the cloud path through the real AI SDK against a loopback fake speaking OpenAI's chat
// completions (it answers with the headings of the passages it was given, so a test sees the grounding).

const context = (overrides: Partial<ChatContext> = {}): ChatContext => ({
  page: '/projects',
  feature: 'projects',
  projectId: null,
  itemId: null,
  userTier: null,
  hasItems: false,
  hasProjects: false,
  ...overrides,
});

const ask = (app: TestApp, question: string, { cookie, ctx }: { cookie?: string; ctx?: Partial<ChatContext> } = {}) =>
  app.request(ASSISTANT_PATH, { method: 'POST', cookie, json: { question, context: context(ctx) } });

async function answer(app: TestApp, question: string, options: Parameters<typeof ask>[2] = {}) {
  const res = await ask(app, question, options);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as AssistantReply;
}

type Fake = Awaited<ReturnType<typeof startFakeAiProvider>>;

/** A server whose cloud AI is the fake's OpenAI, with these limits. */
async function cloudApp(limits: Record<string, string>): Promise<{ t: TestApp; fake: Fake }> {
  const fake = await startFakeAiProvider();
  const t = await createTestApp({
    env: {
      AI_PROVIDER: 'openai',
      AI_MODEL: 'gpt-4o',
      AI_API_KEY: 'sk-fake',
      AI_BASE_URL: fake.baseUrls.openai,
      ...limits,
    },
  });
  return { t, fake };
}

/** The real questions of the issue, and the help each must find first. */
const QUESTIONS: [question: string, firstPath: string][] = [
  ['how do I print price tags?', '/help#price-tags'],
  ['How do I add a team member?', '/help#team-accounts'],
  ['What do credits cost?', '/help#plans-and-credits'],
  ['How do I publish to EstateSales.NET?', '/help#estatesales-net'],
  ['Does it work offline?', '/faq#no-cloud-ai'],
  ['What is Tagwise?', '/faq#what-is-tagwise'],
  ['I forgot my password', '/help#signing-in'],
  ['How do I install the app on my phone?', '/help#installing-the-app'],
  ['Where can I see my sell-through by project?', '/help#data-dashboard'],
];

/**
 * Questions as operators type them (filler words, everyday words for the help's terms), the help each must
 * answer from first, and, where a doc has several sections, the first line of the answer (the section used).
 */
const OPERATOR_QUESTIONS: [question: string, firstPath: string, firstLine?: string][] = [
  ['How much does Pro cost?', '/help#plans-and-credits', 'Plans and credits – Plans'],
  ['how do I add my helper so she can price stuff', '/help#team-accounts'],
  ['how do I print tags for my sale', '/help#price-tags', 'Printing price tags – Making the PDF'],
  ["what's the monthly fee", '/help#plans-and-credits', 'Plans and credits – Plans'],
  ['how much are extra credits', '/help#plans-and-credits', 'Plans and credits – Credit packs'],
  ['how do i stop paying', '/help#plans-and-credits', 'Plans and credits – Changing or cancelling'],
  ['do I need a credit card to try it', '/faq#free-plan'],
  ['I ran out of credits what now', '/faq#out-of-credits'],
  ['how do I give my assistant access', '/help#team-accounts', 'Team accounts – Adding members'],
  ['how do I remove a worker who left', '/help#team-accounts', 'Team accounts – Adding members'],
  ['can my staff see my billing', '/help#team-accounts', 'Team accounts – What members can do'],
  ['i forgot my login', '/help#signing-in', 'Signing in and your password – Forgot your password'],
  ['how do i change my email', '/help#signing-in', 'Signing in and your password – Changing your e-mail address'],
  ['how do i make stickers for my stuff', '/help#price-tags', 'Printing price tags – Making the PDF'],
  ['what does the qr code on the tag do', '/help#price-tags', 'Printing price tags – The QR code'],
  [
    'how do I take pictures of a bunch of things at once',
    '/help#photographing-and-analysing',
    'Photographing and analysing items – Many items at once',
  ],
  ['can i use it on my ipad', '/faq#phone'],
  ['who can see my pictures', '/faq#who-sees-photos'],
  ['how do I make the photos look nicer with a white background', '/help#studio-photos'],
  ['the ai couldnt tell what my item is', '/help#reviewing-items'],
  ['how do I mark down furniture by 20 percent', '/help#pricing-rules'],
  ['how do i keep my sales organized', '/help#projects-and-folders', 'Projects and folders – Folders'],
  ['what if my phone has no signal at checkout', '/help#checkout-offline'],
  [
    'two phones sold the same thing, which one counts',
    '/help#checkout-offline',
    'Checkout without signal – Double sales',
  ],
  ['why are my sales still waiting to sync', '/help#checkout-offline', 'Checkout without signal – Waiting to sync'],
  ['how do i print a list of everything in the sale', '/help#reports'],
  ['can I write an ad for my sale', '/help#promotional-material'],
  ['can I put my stuff on ebay', '/help#marketplace-listings'],
  ['how do i get my sale on estatesales.net', '/help#estatesales-net'],
  ['can I get a spreadsheet of everything', '/help#csv-import-export', 'CSV import and export – Export'],
  ['how do I load my items from excel', '/help#csv-import-export', 'CSV import and export – Import'],
  ['does it work without internet', '/faq#no-cloud-ai'],
  ['how do I settle with the client', '/help#settlement'],
  ['how do i take my commission and expenses out', '/help#settlement'],
  ['how do I pay a consignor', '/help#settlement', 'Settling with the client – Paying consignors'],
  ['cash count', '/help#end-of-day', 'End of day and the cash count – Counting the cash'],
  ['my drawer is short at the end of the day', '/help#end-of-day'],
  ['where do I see the totals by card and cash', '/help#end-of-day'],
  ['how do I ring up a customer at the door', '/help#ringing-up'],
  ['how do I split a payment between cash and card', '/help#ringing-up'],
  ['how do I give a customer a receipt', '/help#ringing-up'],
  ['can I put something on hold for a customer', '/help#ringing-up'],
];

describe('help search (the offline default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ASSISTANT_RATE_LIMIT_PER_MINUTE: '1000' } });
  });
  afterAll(() => t.close());

  it.each(QUESTIONS)('answers %j from %s first', async (question, firstPath) => {
    const reply = await answer(t, question);
    expect(reply).toMatchObject({ answeredBy: 'help-search', found: true });
    expect(reply.sources[0]?.path).toBe(firstPath);
  });

  it.each(OPERATOR_QUESTIONS)('answers the operator’s %j from %s first', async (question, firstPath, firstLine) => {
    const reply = await answer(t, question);
    expect(reply).toMatchObject({ answeredBy: 'help-search', found: true });
    expect(reply.sources[0]?.path).toBe(firstPath);
    // Every word that matters is one the help knows: no "doesn't mention" about a filler or an everyday word.
    expect(reply.reply).not.toContain("doesn't mention");
    if (firstLine) expect(reply.reply.split('\n\n')[0]).toBe(firstLine);
  });

  it('answers "How much does Pro cost?" with the Pro plans’ prices from the price list', async () => {
    const reply = await answer(t, 'How much does Pro cost?');
    const pro = PLANS.filter((plan) => plan.name.startsWith('Pro'));
    expect(pro.length).toBeGreaterThan(0);
    for (const plan of pro) expect(reply.reply).toContain(`${plan.name}: ${formatDollars(plan.priceCents)} a month`);
  });

  it('names only the words that matter when the help does not know some of them', async () => {
    const payroll = await answer(t, 'can it do my payroll and stuff like that');
    expect(payroll.found).toBe(false);
    expect(payroll.reply).toMatch(/^I don't know: Tagwise's help doesn't mention “payroll”, so /);
    const lawn = await answer(t, 'can my helper mow the lawn on sale day so she can water roses');
    expect(lawn.reply).toMatch(/doesn't mention “mow”, “lawn”, “water”, “roses”, so /);
  });

  it('answers every question the widget suggests', async () => {
    for (const question of [...assistantSuggestions('homepage', true), ...assistantSuggestions('app', true)]) {
      const reply = await answer(t, question);
      expect(reply.found, question).toBe(true);
    }
  });

  it('answers how to change the sign-in address with the passage that says where and what happens', async () => {
    const reply = await answer(t, 'How do I change my e-mail address?');
    expect(reply.reply).toContain('Change e-mail');
    expect(reply.reply).toContain('once that link is opened');
    expect(reply.sources[0]?.path).toBe('/help#signing-in');
  });

  it('answers "how do I print price tags?" with the price tags passage itself, and links to it', async () => {
    const reply = await answer(t, 'how do I print price tags?');
    expect(reply.reply).toMatch(/^Printing price tags – /);
    expect(reply.reply).toContain('Print Tags');
    expect(reply.sources[0]).toEqual({ title: 'Printing price tags', path: '/help#price-tags', kind: 'help' });
  });

  it('says it does not know a subject the help never mentions, rather than inventing', async () => {
    // Sales tax is the checkout's; income taxes are not Tagwise's (nor is bookkeeping).
    for (const question of ['Can Tagwise do my bookkeeping?', 'Does Tagwise do payroll for my staff?']) {
      const reply = await answer(t, question);
      expect(reply.found, question).toBe(false);
      expect(reply.reply, question).toMatch(/^I don't know/);
      expect(reply.sources.map((s) => s.path)).toEqual(['/help', '/faq']);
    }
  });

  it('asks for a question about Tagwise when there is no subject at all', async () => {
    const reply = await answer(t, 'hello?');
    expect(reply.found).toBe(false);
    expect(reply.reply).toContain('How do I print price tags?');
  });

  it('leans to the help of the page the question was asked on', async () => {
    // "How do I print these?" on a project's page: the project's help (tags, reports) before any other.
    const reply = await answer(t, 'How do I print these?', { ctx: { page: '/projects/x', feature: 'project' } });
    expect(['/help#price-tags', '/help#reports']).toContain(reply.sources[0]?.path);
  });

  it('refuses an empty or too long question', async () => {
    expect((await ask(t, '   ')).status).toBe(400);
    expect((await ask(t, 'x'.repeat(501))).status).toBe(400);
  });

  it('builds its index in milliseconds', () => {
    const started = performance.now();
    const search = createHelpSearch(true);
    const ms = performance.now() - started;
    expect(search.size).toBeGreaterThan(50);
    console.info(`help index: ${search.size} passages in ${ms.toFixed(1)} ms`);
  });
});

describe('on a server that sells nothing (BILLING_PROVIDER=none)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { BILLING_PROVIDER: 'none', ASSISTANT_RATE_LIMIT_PER_MINUTE: '1000' } });
  });
  afterAll(() => t.close());

  it('answers every question the widget suggests there', async () => {
    for (const question of [...assistantSuggestions('homepage', false), ...assistantSuggestions('app', false)]) {
      expect((await answer(t, question)).found, question).toBe(true);
    }
  });

  it('never quotes the help about plans and credits', async () => {
    const pro = await answer(t, 'How much does Pro cost?');
    expect(pro.found).toBe(false);
    expect(pro.reply).not.toMatch(/\$\d/);
    const reply = await answer(t, 'What do credits cost?');
    expect(reply.reply).not.toMatch(/\$\d/);
    expect(reply.sources.map((s) => s.path)).not.toContain('/faq#out-of-credits');
  });
});

describe('with a cloud AI', () => {
  let t: TestApp;
  let fake: Fake;
  let alice: string;
  beforeAll(async () => {
    ({ t, fake } = await cloudApp({ ASSISTANT_RATE_LIMIT_PER_MINUTE: '1000' }));
    alice = await t.signUp('alice@example.com');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  it('words the answer from the retrieved passages only, with gpt-4o-mini, 500 tokens, temperature 0.7', async () => {
    const credits = async () =>
      ((await (await t.request('/api/credits', { cookie: alice })).json()) as CreditBalance).used;
    const usedBefore = await credits();
    const reply = await answer(t, 'how do I print price tags?', { cookie: alice });

    expect(reply).toMatchObject({ answeredBy: 'ai', found: true });
    expect(reply.reply).toMatch(/^From the help passages I was given:\nPrinting price tags – .+ \(\/help#price-tags\)/);
    expect(reply.sources[0]?.path).toBe('/help#price-tags');
    expect(fake.requests).toHaveLength(1);
    const { body, text } = { body: fake.requests[0]!.body, text: JSON.stringify(fake.requests[0]!.body) };
    expect(body).toMatchObject({ model: 'gpt-4o-mini', max_tokens: 500, temperature: 0.7 });
    expect(text).toContain('Answer only from the passages');
    expect(text).toContain('Question: how do I print price tags?');
    // Answers are not charged: the spec's chat costs no credit.
    expect(await credits()).toBe(usedBefore);
  });

  it('answers a visitor from the help alone, never spending the operator’s key', async () => {
    const reply = await answer(t, 'how do I print price tags?');
    expect(reply.answeredBy).toBe('help-search');
    expect(fake.requests).toHaveLength(0);
  });

  it('does not ask the AI about what the help does not cover', async () => {
    const reply = await answer(t, 'Can Tagwise do my bookkeeping?', { cookie: alice });
    expect(reply).toMatchObject({ found: false, answeredBy: 'help-search' });
    expect(fake.requests).toHaveLength(0);
  });

  it('gives the spec’s "Chatbot service unavailable" when the provider fails, and is fine after', async () => {
    fake.respondWith({ status: 500 });
    const res = await ask(t, 'how do I print price tags?', { cookie: alice });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: ASSISTANT_MESSAGES.serviceUnavailable },
    });
    // One attempt only: a retry would spend the key twice.
    expect(fake.requests).toHaveLength(1);

    fake.respondWith('empty');
    expect((await ask(t, 'how do I print price tags?', { cookie: alice })).status).toBe(503);
    expect((await answer(t, 'how do I print price tags?', { cookie: alice })).answeredBy).toBe('ai');
  });
});

describe('limits', () => {
  let t: TestApp;
  let fake: Fake;
  beforeAll(async () => {
    ({ t, fake } = await cloudApp({ ASSISTANT_RATE_LIMIT_PER_MINUTE: '3', ASSISTANT_AI_PER_HOUR: '1' }));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('words one answer per hour with the AI past the ceiling, then lets the help search answer', async () => {
    const bob = await t.signUp('bob@example.com');
    expect((await answer(t, 'how do I print price tags?', { cookie: bob })).answeredBy).toBe('ai');
    expect((await answer(t, 'how do I print price tags?', { cookie: bob })).answeredBy).toBe('help-search');
    expect(fake.requests).toHaveLength(1);
  });

  it('refuses a person past their questions a minute, saying when to ask again', async () => {
    const carol = await t.signUp('carol@example.com');
    for (let i = 0; i < 3; i++) expect((await ask(t, 'price tags', { cookie: carol })).status).toBe(200);
    const res = await ask(t, 'price tags', { cookie: carol });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
      /^Too many questions\. Try again in (\d+ seconds?|1 minute)\.$/,
    );
  });
});
