// "Forgot password?": the reset link's lifetime, the e-mail that carries it, and what the two pages say. The
// spec has no such flow (its auth screens stop at sign-in, sign-up and Google); these follow its voice.

/** How long the e-mailed link works. It works once. */
export const PASSWORD_RESET_LINK_HOURS = 1;

const linkLifetime = `${PASSWORD_RESET_LINK_HOURS} hour${PASSWORD_RESET_LINK_HOURS === 1 ? '' : 's'}`;

/** The e-mail, plain text, with the link to the server's reset callback. */
export function passwordResetMail(link: string): { subject: string; text: string } {
  return {
    subject: 'Reset your Tagwise password',
    text:
      `Hello,\n\nSomeone asked to reset the password of the Tagwise account that uses this e-mail address. ` +
      `Open this link to choose a new password:\n\n${link}\n\n` +
      `The link works for ${linkLifetime}, once. A new password signs you out on every device.\n\n` +
      `If you did not ask for this, ignore this message. Your password stays as it is.\n`,
  };
}

export const PASSWORD_RESET_MESSAGES = {
  /** The forgot-password form has no password field: the sign-in form's "email and password" would confuse. */
  emailMissing: 'Please enter your email address',
  /** The same whether or not an account uses the address: the page must not tell who has one. */
  sent: (email: string) =>
    `If an account uses ${email}, we've e-mailed it a link to choose a new password. The link works for ${linkLifetime}. Check your inbox, and your spam folder if it has not arrived in a few minutes.`,
  linkInvalid: `This link to reset your password has expired or was already used. Links work for ${linkLifetime}, once. Ask for a new one.`,
  /** /reset-password opened without the e-mail's link. */
  linkMissing: 'Open the link in the e-mail we sent you to choose a new password, or ask for a new link here.',
  done: 'Password changed. Sign in with your new password.',
  failed: 'Failed to reset your password. Please try again.',
} as const;
