import { describe, expect, it } from 'vitest';
import { stepLocation } from './step-location.ts';
import type { TourStep } from './tours.ts';

const step = (extra: Partial<TourStep> = {}): TourStep => ({ title: 'A step', body: 'Its text.', ...extra });
const at = (pathname: string, search = '') => ({ pathname, search });

describe('stepLocation', () => {
  it('stays where the person is when the step needs nothing else', () => {
    expect(stepLocation(step(), at('/inventory', '?q=lamp'))).toBeNull();
  });

  it('goes to the step’s page, leaving the search behind', () => {
    expect(stepLocation(step({ path: '/projects' }), at('/inventory', '?q=lamp'))).toBe('/projects');
  });

  it('goes to the page found for the step, keeping the search on the same page', () => {
    expect(stepLocation(step(), at('/projects'), { pathname: '/items/1' })).toBe('/items/1');
    expect(stepLocation(step(), at('/items/1', '?q=x'), { pathname: '/items/1' })).toBeNull();
  });

  it('opens exactly the account overlays the step names, and keeps the rest of the address', () => {
    expect(stepLocation(step({ overlay: { settings: 'pricing' } }), at('/projects', '?q=lamp&display=1'))).toBe(
      '/projects?q=lamp&settings=pricing',
    );
    expect(stepLocation(step(), at('/projects', '?settings=pricing'))).toBe('/projects');
  });

  it('opens the analysis chooser, and closes it only when leaving the step that opened it', () => {
    const chooser = step({ overlay: { analyze: 'choose' } });
    expect(stepLocation(chooser, at('/projects/p1'))).toBe('/projects/p1?analyze=choose');
    expect(stepLocation(step(), at('/projects/p1', '?analyze=choose'), { left: chooser })).toBe('/projects/p1');
    // Opened by the person (or moved on to another screen of the flow), it is theirs.
    expect(stepLocation(step(), at('/projects/p1', '?analyze=choose'))).toBeNull();
    expect(stepLocation(step(), at('/projects/p1', '?analyze=single'), { left: chooser })).toBeNull();
  });
});
