import { describe, expect, it } from 'vitest';
import { welcomeAfterGoogle } from './claim-after-auth.ts';

describe('welcomeAfterGoogle', () => {
  it('brings someone with a checkout back to /welcome, which claims it; anyone else to the default', () => {
    expect(welcomeAfterGoogle(new URLSearchParams('session_id=cs_test_1&trial=true'))).toBe(
      '/welcome?session_id=cs_test_1&trial=true',
    );
    expect(welcomeAfterGoogle(new URLSearchParams('session_id=cs_test_2'))).toBe('/welcome?session_id=cs_test_2');
    expect(welcomeAfterGoogle(new URLSearchParams('trial=true'))).toBeUndefined();
  });
});
