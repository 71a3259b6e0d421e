import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import type { AiAnalysis } from '@tagwise/core/schemas/analysis';
import { NO_ITEM_ANSWER } from '../../src/ai/studio-photo-prompt.ts';
import { ASSISTANT_SYSTEM_PROMPT } from '../../src/ai/assistant-prompt.ts';

// A loopback stand-in for the cloud AI providers, speaking each one's wire format so the real AI SDK
// packages drive it: OpenAI chat completions (also what "openai-compatible" gateways speak), Gemini
// generateContent, Anthropic messages and Ollama chat. Tests and the browser journeys need answers
// that are fast, free, offline and the same every time; a real provider is none of these.
// Each request takes the next behaviour from a queue (default "good"), so a test can say "500, then good".
// A Gemini request that asks for an image back (responseModalities with IMAGE: the studio photo) gets a
// picture as an inlineData part, or with "no-item" the model's NO_ITEM answer in words.
// A request for promotional material (its output schema names socialMediaPosts) gets fakePromo() instead
// of the appraisal, with the same behaviours ("malformed", "empty", errors). A help assistant's question (its
// system prompt, ASSISTANT_SYSTEM_PROMPT) gets fakeAssistantAnswer(): the headings of the passages it was
// given, so a test can tell the answer was worded from the retrieved help and nothing else.

export type FakeBehaviour =
  'good' | 'malformed' | 'no-name' | 'empty' | 'bad-category' | 'no-item' | { status: number } | { slowMs: number };

export type FakeProtocol = 'openai' | 'gemini' | 'anthropic' | 'ollama';

export interface FakeAiRequest {
  protocol: FakeProtocol;
  path: string;
  /** Photos in the request, counted in the protocol's own image parts. */
  images: number;
  /** The request's text parts joined (the prompt and the owner's information). */
  text: string;
  authorization: string | undefined;
  /** The output modalities asked for (Gemini's responseModalities), e.g. ["TEXT", "IMAGE"]. */
  modalities: string[];
  /** The request body as sent (model, max_tokens, temperature, ...), for tests of the call's settings. */
  body: Record<string, unknown>;
}

/**
 * The studio photo the fake image model answers with: a grey square centred on white, 512 px square, PNG
 * (what Gemini's image models send). Different enough from any test photo that a test can tell it stored it.
 */
export const FAKE_STUDIO_PHOTO_SIDE = 512;
const fakeStudioPhoto = async () =>
  sharp({
    create: { width: FAKE_STUDIO_PHOTO_SIDE, height: FAKE_STUDIO_PHOTO_SIDE, channels: 3, background: '#ffffff' },
  })
    .composite([
      {
        input: await sharp({ create: { width: 256, height: 256, channels: 3, background: '#6b7280' } })
          .png()
          .toBuffer(),
        gravity: 'centre',
      },
    ])
    .png()
    .toBuffer();

/** The fixed appraisal the fake gives, with the number of photos it was shown woven in. */
export function fakeAnalysis(images: number): AiAnalysis {
  return {
    name: 'Painted wooden chair',
    description: `A hand-painted ladder-back side chair with a woven rush seat, seen in ${images} photo${images === 1 ? '' : 's'}.`,
    category: 'Furniture',
    retailPrice: 120,
    confidence: 0.82,
    pricingNote: 'Comparable painted ladder-back chairs sold for $90-$150.',
    condition: 'Good',
    conditionConfidence: 0.74,
    keyAttributes: ['Hand painted', 'Ladder back', 'Rush seat'],
    brandName: 'Hitchcock',
    brandVerified: false,
    model: null,
    dimensions: { width: 18, height: 36, depth: 17, unit: 'in', materials: 'Maple, rush' },
    sources: {
      retail: [
        { title: 'Ladder-back chair', url: 'https://www.wayfair.com/furniture/pdp/ladder-back-chair', price: 149 },
      ],
      used: [{ title: 'Sold: painted ladder-back chair', url: 'https://www.ebay.com/itm/2049581234', price: 95 }],
      marketplace: [{ title: 'Placeholder', url: 'https://www.example.com/your-listing', price: null }],
      research: [{ title: 'Kovels antiques price guide: ladder-back chairs', url: null, price: null }],
    },
  };
}

/** The fixed promotional material the fake writes for any sale (valid against AiPromoDraft and PromoFields). */
export function fakePromo() {
  return {
    title: 'Vintage Treasures Await at This Weekend Sale',
    summary: 'A lovingly kept home full of painted furniture, art and kitchen classics, all priced to go.',
    description: 'Step inside a home of fifty years.\n\nPainted chairs, a walnut sideboard and more wait for you.',
    socialMediaPosts: [
      'Our estate sale opens soon! Painted chairs, art and more. #estatesale #vintage',
      'Spotlight: a hand-painted ladder-back chair, ready for a new home. #estatesale',
      'Last chance this weekend: come early for the best finds! #estatesale #antiques',
    ],
    facebookEvent: 'Vintage Treasures Await\n\nPainted furniture, art and kitchen classics. Come early!',
    visualIdeas: [
      {
        concept: 'Hero shot of the painted chair',
        focusItems: ['Painted wooden chair'],
        moodStyle: 'Warm window light, cosy and nostalgic.',
        executionNotes: 'Shoot at seat height from a three-quarter angle.',
      },
      {
        concept: 'Kitchen classics flat lay',
        focusItems: ['Cast iron skillet', 'Mixing bowls'],
        moodStyle: 'Bright, clean, farmhouse.',
        executionNotes: 'Arrange on the table and shoot from above.',
      },
      {
        concept: 'Welcome sign at the door',
        focusItems: ['The entrance'],
        moodStyle: 'Sunny and inviting.',
        executionNotes: 'Photograph the sign with the dates in view.',
      },
    ],
  };
}

const isPromoRequest = (body: Record<string, unknown>) => JSON.stringify(body).includes('socialMediaPosts');

/** Every string in a request body, in order: the prompt's text whatever the protocol's shape. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(stringsOf)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(stringsOf)
        : [];

const isAssistantRequest = (body: Record<string, unknown>) =>
  stringsOf(body).some((text) => text.includes(ASSISTANT_SYSTEM_PROMPT.slice(0, 60)));

/**
 * The fake's answer to a help question: which passages it was given ("[1] Printing price tags – … (/help#…)"
 * lines of the request), one a line, so a test sees the answer came from the retrieved help.
 */
export function fakeAssistantAnswer(requestText: string): string {
  const headings = [...requestText.matchAll(/^\[\d+\] (.+) \((\/[^)\s]*)\)$/gm)].map((m) => `${m[1]} (${m[2]})`);
  return ['From the help passages I was given:', ...headings].join('\n');
}

const readJson = async (req: IncomingMessage): Promise<Record<string, unknown>> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
};

type Part = Record<string, unknown>;
const partsOf = (messages: unknown, key: string): Part[] =>
  (Array.isArray(messages) ? (messages as Part[]) : []).flatMap((m) =>
    Array.isArray(m[key]) ? (m[key] as Part[]) : [],
  );

function inspect(protocol: FakeProtocol, body: Record<string, unknown>): { images: number; text: string } {
  switch (protocol) {
    case 'openai': {
      const parts = partsOf(body.messages, 'content');
      return {
        images: parts.filter((p) => p.type === 'image_url').length,
        text: parts.map((p) => (typeof p.text === 'string' ? p.text : '')).join('\n'),
      };
    }
    case 'anthropic': {
      const parts = partsOf(body.messages, 'content');
      return {
        images: parts.filter((p) => p.type === 'image').length,
        text: parts.map((p) => (typeof p.text === 'string' ? p.text : '')).join('\n'),
      };
    }
    case 'gemini': {
      const parts = partsOf(body.contents, 'parts');
      return {
        images: parts.filter((p) => p.inlineData !== undefined).length,
        text: parts.map((p) => (typeof p.text === 'string' ? p.text : '')).join('\n'),
      };
    }
    case 'ollama': {
      const messages = Array.isArray(body.messages) ? (body.messages as Part[]) : [];
      return {
        images: messages.reduce((n, m) => n + (Array.isArray(m.images) ? m.images.length : 0), 0),
        text: messages.map((m) => (typeof m.content === 'string' ? m.content : '')).join('\n'),
      };
    }
  }
}

function protocolOf(method: string | undefined, path: string): FakeProtocol | null {
  if (method !== 'POST') return null;
  if (path.endsWith('/chat/completions')) return 'openai';
  if (path.endsWith(':generateContent')) return 'gemini';
  if (path.endsWith('/messages')) return 'anthropic';
  if (path.endsWith('/api/chat')) return 'ollama';
  return null;
}

/** The answer's text for a behaviour: JSON of the analysis (or promo), or the kind of nonsense being tested. */
function answerText(behaviour: FakeBehaviour, images: number, body: Record<string, unknown>): string {
  if (isAssistantRequest(body)) return behaviour === 'empty' ? '' : fakeAssistantAnswer(stringsOf(body).join('\n'));
  if (isPromoRequest(body)) {
    if (behaviour === 'malformed') return '{"title": "Vintage Treasures", "summary": "cut off';
    if (behaviour === 'empty') return '';
    return JSON.stringify(fakePromo());
  }
  const analysis = fakeAnalysis(images);
  if (behaviour === 'malformed') return '{"name": "Painted wooden chair", "description": "cut off';
  if (behaviour === 'empty') return '';
  if (behaviour === 'no-name') {
    const { name: _name, ...rest } = analysis;
    return JSON.stringify(rest);
  }
  if (behaviour === 'bad-category') return JSON.stringify({ ...analysis, category: 'Seating' });
  return JSON.stringify(analysis);
}

function sendAnswer(res: ServerResponse, protocol: FakeProtocol, body: Record<string, unknown>, text: string) {
  const json = (payload: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(payload));
  };
  const model = typeof body.model === 'string' ? body.model : 'fake-model';
  switch (protocol) {
    case 'openai':
      return json({
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created: 1_700_000_000,
        model,
        choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      });
    case 'gemini':
      return json({
        candidates: [{ content: { role: 'model', parts: text ? [{ text }] : [] }, finishReason: 'STOP', index: 0 }],
        usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 10, totalTokenCount: 20 },
      });
    case 'anthropic': {
      // With a "json" tool in the request the SDK expects the object as that tool's input.
      const tools = Array.isArray(body.tools) ? (body.tools as Part[]) : [];
      const jsonTool = tools.find((t) => t.name === 'json');
      let input: unknown;
      try {
        input = JSON.parse(text);
      } catch {
        input = undefined;
      }
      const content =
        jsonTool && input !== undefined
          ? [{ type: 'tool_use', id: 'toolu_fake', name: 'json', input }]
          : text
            ? [{ type: 'text', text }]
            : [];
      return json({
        id: 'msg_fake',
        type: 'message',
        role: 'assistant',
        model,
        content,
        stop_reason: jsonTool && input !== undefined ? 'tool_use' : 'end_turn',
        stop_sequence: null,
        usage: { input_tokens: 10, output_tokens: 10 },
      });
    }
    case 'ollama':
      return json({
        model,
        created_at: '2026-01-01T00:00:00Z',
        message: { role: 'assistant', content: text },
        done: true,
        done_reason: 'stop',
        total_duration: 1,
        prompt_eval_count: 10,
        eval_count: 10,
      });
  }
}

/** Gemini's answer to a request for an image: a few words and the picture, or NO_ITEM, or nothing. */
async function sendPicture(res: ServerResponse, behaviour: FakeBehaviour) {
  const parts =
    behaviour === 'no-item'
      ? [{ text: NO_ITEM_ANSWER }]
      : behaviour === 'empty'
        ? []
        : [
            { text: 'Here is the studio photo.' },
            { inlineData: { mimeType: 'image/png', data: (await fakeStudioPhoto()).toString('base64') } },
          ];
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }],
      usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 10, totalTokenCount: 20 },
    }),
  );
}

function sendError(res: ServerResponse, protocol: FakeProtocol, status: number) {
  const message = `Fake provider error ${status}`;
  const payload =
    protocol === 'anthropic'
      ? { type: 'error', error: { type: status === 429 ? 'rate_limit_error' : 'api_error', message } }
      : protocol === 'gemini'
        ? { error: { code: status, message, status: status === 429 ? 'RESOURCE_EXHAUSTED' : 'INTERNAL' } }
        : protocol === 'ollama'
          ? { error: message }
          : { error: { message, type: status === 429 ? 'rate_limit_exceeded' : 'server_error', code: null } };
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(payload));
}

/** POST here with `{ "always": FakeBehaviour }` to change the default behaviour; `{}` restores it. */
export const CONTROL_PATH = '/__fake/behaviour';

/** `always`: the behaviour of every request the queue does not name (a slow provider for the queue's tests and bench). */
export async function startFakeAiProvider({
  always = 'good',
  port: wantedPort = 0,
}: { always?: FakeBehaviour; port?: number } = {}) {
  const requests: FakeAiRequest[] = [];
  const queue: FakeBehaviour[] = [];
  let fallback = always;
  const server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      const body = await readJson(req);
      // The browser journeys' fake runs inside the e2e server's process: a test changes its behaviour
      // over HTTP (a slow provider, to pause a batch while it runs). Not part of any provider's protocol.
      if (req.method === 'POST' && path === CONTROL_PATH) {
        fallback = (body.always as FakeBehaviour | undefined) ?? always;
        res.writeHead(204);
        return res.end();
      }
      const protocol = protocolOf(req.method, path);
      if (!protocol) {
        res.writeHead(404, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ error: { message: `No fake endpoint at ${path}` } }));
      }
      const seen = inspect(protocol, body);
      const generationConfig = (body.generationConfig ?? {}) as { responseModalities?: unknown };
      const modalities = Array.isArray(generationConfig.responseModalities)
        ? generationConfig.responseModalities.filter((m): m is string => typeof m === 'string')
        : [];
      requests.push({
        protocol,
        path,
        ...seen,
        modalities,
        body,
        authorization:
          req.headers.authorization ?? String(req.headers['x-api-key'] ?? req.headers['x-goog-api-key'] ?? ''),
      });
      const behaviour = queue.shift() ?? fallback;
      if (typeof behaviour === 'object' && 'status' in behaviour) return sendError(res, protocol, behaviour.status);
      if (typeof behaviour === 'object' && 'slowMs' in behaviour) {
        await new Promise((resolve) => setTimeout(resolve, behaviour.slowMs));
        if (res.destroyed) return;
      }
      if (protocol === 'gemini' && modalities.includes('IMAGE')) return sendPicture(res, behaviour);
      sendAnswer(res, protocol, body, answerText(behaviour, seen.images, body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(wantedPort, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    /** Base URLs as each SDK package expects them (AI_BASE_URL). */
    baseUrls: {
      openai: `${url}/v1`,
      'openai-compatible': `${url}/v1`,
      google: `${url}/v1beta`,
      anthropic: `${url}/v1`,
      ollama: `${url}/api`,
    },
    requests,
    /** The behaviours of the next requests, in order; afterwards every answer is good. */
    respondWith(...behaviours: FakeBehaviour[]) {
      queue.splice(0, queue.length, ...behaviours);
    },
    reset() {
      fallback = always;
      queue.length = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
