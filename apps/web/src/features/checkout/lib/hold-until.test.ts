import { expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './hold-until';

it('reads back the moment a datetime-local field shows', () => {
  const at = new Date(2026, 11, 5, 15, 7);
  expect(toLocalInput(at)).toBe('2026-12-05T15:07');
  expect(fromLocalInput(toLocalInput(at))?.getTime()).toBe(at.getTime());
  expect(fromLocalInput('')).toBeNull();
  expect(fromLocalInput('tomorrow')).toBeNull();
});
