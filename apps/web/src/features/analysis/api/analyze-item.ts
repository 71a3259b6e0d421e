import type { AnalysisResult, AnalyzeInput } from '@tagwise/core/schemas/analysis';
import { apiFetch } from '@/lib/api-client';

/** One item from one or more uploaded photos (`POST /api/analyses`); the answer is the saved item. */
export const analyzeItem = (input: AnalyzeInput, signal?: AbortSignal) =>
  apiFetch<AnalysisResult>('/api/analyses', { method: 'POST', json: input, signal });
