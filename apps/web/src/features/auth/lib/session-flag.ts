// Remembers, on this device, that a session existed. With it, "no session" can be told apart:
// the person signed out (flag removed first) or the session ended on its own (flag still set).
// See docs/decisions/0002-detecting-an-ended-session.md.

const KEY = 'tagwise.hadSession';

export function rememberSession() {
  try {
    localStorage.setItem(KEY, '1');
  } catch {
    // Private mode or storage disabled: expiry is then not explained, which is harmless.
  }
}

export function forgetSession() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // see above
  }
}

export function hadSession(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}
