import { CATEGORIES } from '../catalog/categories.ts';
import { CONDITIONS } from '../catalog/conditions.ts';
import { AiAnalysis } from '../schemas/analysis.ts';
import { SOURCE_KINDS } from '../schemas/items.ts';

/** Why a provider's answer could not be used; each maps to one of ANALYSIS_MESSAGES. */
export type AiOutputProblem = 'no-text' | 'unparseable' | 'no-name';

export type ReadAiAnalysisResult = { ok: true; analysis: AiAnalysis } | { ok: false; problem: AiOutputProblem };

/** The first JSON object in a model's text: models wrap it in code fences or a sentence now and then. */
function extractJsonObject(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start === -1 || end <= start) return undefined;
  try {
    return JSON.parse(text.slice(start, end + 1)) as unknown;
  } catch {
    return undefined;
  }
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/**
 * Brings a near-miss answer into the schema: a category or condition outside the lists becomes Other or
 * Unknown, a missing list is empty, a missing optional value is null. A category the model made up must
 * not cost the person their analysis (and their credit); the post-processing restricts it anyway.
 */
function coerce(raw: Record<string, unknown>): unknown {
  const pick = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
    list.find((v) => v.toLowerCase() === String(value).trim().toLowerCase()) ?? fallback;
  const orNull = (value: unknown) => (value === undefined ? null : value);
  // Some models answer confidence as a percentage (85 rather than 0.85).
  const unit = (value: unknown) =>
    typeof value !== 'number' || !Number.isFinite(value)
      ? 0
      : Math.min(1, Math.max(0, value > 1 ? value / 100 : value));
  const sources = asRecord(raw.sources) ?? {};
  return {
    ...raw,
    category: pick(CATEGORIES, raw.category, 'Other'),
    condition: pick(CONDITIONS, raw.condition, 'Unknown'),
    conditionConfidence: unit(raw.conditionConfidence),
    confidence: unit(raw.confidence),
    retailPrice: orNull(raw.retailPrice),
    pricingNote: orNull(raw.pricingNote),
    keyAttributes: Array.isArray(raw.keyAttributes) ? raw.keyAttributes : [],
    brandName: orNull(raw.brandName),
    brandVerified: raw.brandVerified === true,
    model: orNull(raw.model),
    dimensions: orNull(raw.dimensions),
    description: typeof raw.description === 'string' ? raw.description : '',
    sources: Object.fromEntries(
      SOURCE_KINDS.map((kind) => [
        kind,
        (Array.isArray(sources[kind]) ? (sources[kind] as unknown[]) : []).map((entry) => {
          const s = asRecord(entry) ?? {};
          return { title: s.title ?? '', url: orNull(s.url), price: orNull(s.price) };
        }),
      ]),
    ),
  };
}

const hasName = (value: Record<string, unknown>) => typeof value.name === 'string' && value.name.trim() !== '';

/**
 * Reads a provider's text answer into an AiAnalysis, or says what was wrong with it: no text at all, no
 * JSON object in it (or one that cannot be made to fit the schema), or an object without a name
 * (core-app.md section 5: a result must have a name).
 */
export function readAiAnalysis(text: string | null | undefined): ReadAiAnalysisResult {
  if (!text?.trim()) return { ok: false, problem: 'no-text' };
  const raw = asRecord(extractJsonObject(text));
  if (!raw) return { ok: false, problem: 'unparseable' };
  if (!hasName(raw)) return { ok: false, problem: 'no-name' };
  const parsed = AiAnalysis.safeParse(coerce(raw));
  return parsed.success ? { ok: true, analysis: parsed.data } : { ok: false, problem: 'unparseable' };
}

/** The same check for an answer the SDK already parsed against the schema. */
export function checkAiAnalysis(analysis: AiAnalysis): ReadAiAnalysisResult {
  return analysis.name.trim() === '' ? { ok: false, problem: 'no-name' } : { ok: true, analysis };
}
