// Where a photo's time goes in the models' process: each step of seePhoto counts its runs, wall time and
// the process's CPU time here, and the process hands its counts back with each answer (vision-process.ts),
// so the bench can print a per-stage breakdown (bench/offline-analyzer.ts) and tests can see which steps a
// photo ran. Both times: the budget is the wall time a person waits, but on a shared machine the wall time
// mostly measures the other work, while the CPU time (every thread of the process, so steps that overlap
// each count the other's too) still says what a step costs.

export const STAGES = [
  'decode',
  'mask',
  'detect photo',
  'detect cut-out',
  'text detect',
  'text recognise',
  'colours',
  'signature',
] as const;
export type Stage = (typeof STAGES)[number];

export interface StageTime {
  runs: number;
  ms: number;
  cpuMs: number;
}
export type StageTimes = Partial<Record<Stage, StageTime>>;

let counted: StageTimes = {};

/** Adds a stage's runs and time to a running total (the pool sums its processes' answers with this too). */
export function addStageTimes(total: StageTimes, more: StageTimes): void {
  for (const stage of STAGES) {
    const time = more[stage];
    if (!time) continue;
    const sum = (total[stage] ??= { runs: 0, ms: 0, cpuMs: 0 });
    sum.runs += time.runs;
    sum.ms += time.ms;
    sum.cpuMs += time.cpuMs;
  }
}

/** Runs one step of a photo, counting it under its stage. */
export async function timeStage<T>(stage: Stage, step: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  try {
    return await step();
  } finally {
    const { user, system } = process.cpuUsage(cpu);
    addStageTimes(counted, { [stage]: { runs: 1, ms: performance.now() - started, cpuMs: (user + system) / 1000 } });
  }
}

/** The stages counted since the last call, and a fresh count. */
export function takeStageTimes(): StageTimes {
  const taken = counted;
  counted = {};
  return taken;
}
