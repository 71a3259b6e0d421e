// Types of scripts/test-changed.mjs, for its test.
export interface Step {
  name: string;
  cmd: string[];
}
export function parseBase(args: string[]): string | undefined;
export function stepsFor(base: string | undefined): [vitest: Step, playwright: Step];
export function listedSpecs(listJson: string): string[];
export function forkPoint(base: string, cwd?: string): string | null;
