/** See malloc-tuning.mjs. */
export function ensureMallocTuning(): boolean;
