// A sign-up with an address that already has an account (docs/decisions/0021-sign-up-with-a-taken-address.md):
// no account is made, the answer does not say why, and the address's owner is told by e-mail.

/** The e-mail to the address's owner: someone, perhaps them, tried to make a second account with it. */
export function signUpTakenMail({ signInUrl, resetUrl }: { signInUrl: string; resetUrl: string }): {
  subject: string;
  text: string;
} {
  return {
    subject: 'Someone tried to create a Tagwise account with your address',
    text:
      `Hello,\n\nSomeone tried to create a Tagwise account with this e-mail address, which already has one. ` +
      `No new account was made and nothing changed in yours.\n\n` +
      `If it was you, sign in here:\n\n${signInUrl}\n\n` +
      `Forgot your password? Choose a new one here:\n\n${resetUrl}\n\n` +
      `If it was not you, ignore this message. Nobody can sign in to your account without your password.\n`,
  };
}
