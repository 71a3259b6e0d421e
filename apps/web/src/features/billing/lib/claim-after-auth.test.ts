import { afterEach, describe, expect, it, vi } from 'vitest';
import { BILLING_MESSAGES } from '@tagwise/core/values/billing';
import { claimAfterSignIn, claimAfterSignUp, welcomeAfterGoogle } from './claim-after-auth.ts';

afterEach(() => vi.unstubAllGlobals());

/** The server's answers by path; every request made is kept. */
function serverAnswering(answers: Record<string, unknown>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string) => {
      asked.push(path);
      return Promise.resolve(
        new Response(JSON.stringify(answers[path]), { status: 200, headers: { 'content-type': 'application/json' } }),
      );
    }),
  );
  return asked;
}

describe('claimAfterSignUp (commercial-side.md section 4)', () => {
  it('a sign-up answered without its account: "Account creation issue" and sign-in with the session id, no claim', async () => {
    const asked = serverAnswering({});
    expect(await claimAfterSignUp({ sessionId: 'cs_test_1', userId: null })).toEqual({
      to: '/signin?session_id=cs_test_1',
      toast: { kind: 'error', text: BILLING_MESSAGES.accountCreationIssue },
    });
    expect(asked).toEqual([]);
  });

  it('with the account: claims the session id and welcomes the new user to the trial', async () => {
    const asked = serverAnswering({
      '/api/billing/claim': { success: true, isTrial: true, tier: 'pro-600', error: null },
    });
    expect(await claimAfterSignUp({ sessionId: 'cs_test_2', userId: 'user-1' })).toEqual({
      to: '/welcome?session_id=cs_test_2&trial=true&new_user=true',
      toast: { kind: 'success', text: BILLING_MESSAGES.accountCreatedTrial },
    });
    expect(asked).toEqual(['/api/billing/claim']);
  });

  it("a claim refused as not the payer's goes to /welcome without a toast, which claims it again to say how", async () => {
    for (const code of ['not_payer', 'confirm_email'] as const) {
      serverAnswering({
        '/api/billing/claim': { success: false, isTrial: false, tier: 'freemium', error: 'Sign in with...', code },
      });
      expect(
        await claimAfterSignUp({ sessionId: 'cs_test_3', userId: 'user-4', params: new URLSearchParams('trial=true') }),
      ).toEqual({ to: '/welcome?session_id=cs_test_3&trial=true&new_user=true', toast: null, claimed: false });
      expect(await claimAfterSignIn({ sessionId: 'cs_test_3', params: new URLSearchParams() })).toEqual({
        to: '/welcome?session_id=cs_test_3',
        toast: null,
        claimed: false,
      });
    }
    // Already claimed is the spec's toast, as before.
    serverAnswering({
      '/api/billing/claim': {
        success: false,
        isTrial: false,
        tier: 'freemium',
        error: BILLING_MESSAGES.claimAlreadyClaimed,
        code: 'already_claimed',
      },
    });
    expect(await claimAfterSignUp({ sessionId: 'cs_test_4', userId: 'user-5' })).toEqual({
      to: '/welcome?new_user=true',
      toast: { kind: 'error', text: BILLING_MESSAGES.accountCreatedMaybeClaimed },
    });
  });

  it("without a session id: the manual sync, and the page's own way on when it finds nothing", async () => {
    serverAnswering({ '/api/billing/sync': { success: true, tier: 'freemium' } });
    expect(await claimAfterSignUp({ sessionId: null, userId: 'user-2' })).toBeNull();
    serverAnswering({ '/api/billing/sync': { success: true, tier: 'basic' } });
    expect(await claimAfterSignUp({ sessionId: null, userId: 'user-3' })).toEqual({
      to: '/welcome?tier=basic&auto_sync=true&new_user=true',
      toast: { kind: 'success', text: BILLING_MESSAGES.accountCreatedLinked },
    });
  });
});

describe('welcomeAfterGoogle', () => {
  it('brings someone with a checkout back to /welcome, which claims it; anyone else to the default', () => {
    expect(welcomeAfterGoogle(new URLSearchParams('session_id=cs_test_1&trial=true'))).toBe(
      '/welcome?session_id=cs_test_1&trial=true',
    );
    expect(welcomeAfterGoogle(new URLSearchParams('session_id=cs_test_2'))).toBe('/welcome?session_id=cs_test_2');
    expect(welcomeAfterGoogle(new URLSearchParams('trial=true'))).toBeUndefined();
  });
});
