/**
 * What happens right after signing in or up, supplied by the app (app/routes/): claiming a plan bought
 * before the account existed. It runs inside the sign-in or sign-up mutation, so the page does not move
 * on while it works; its answer says where to go and what to say. Null: the page's usual way on.
 */
export interface AfterAuthOutcome {
  to: string;
  toast: { kind: 'success' | 'error'; text: string } | null;
  /**
   * False when the page it leads to should make the claim itself, to show what it answers (a claim refused
   * because it did not come from the payer: how to claim it). Otherwise the claim is done.
   */
  claimed?: boolean;
}

/** What the page knows when it asks: the address's checkout session id and query. */
export interface AfterAuthRequest {
  sessionId: string | null;
  params: URLSearchParams;
}

/**
 * The step itself, also told the account the auth service answered with: null when it answered without
 * one (commercial-side.md section 4 has a way on for that too).
 */
export type AfterAuth = (context: AfterAuthRequest & { userId: string | null }) => Promise<AfterAuthOutcome | null>;

/** The key of the sign-in and sign-up mutations: while one runs, PublicOnly does not redirect. */
export const AUTH_MUTATION_KEY = ['auth'] as const;
