/**
 * "v***@example.com": enough for the payer to recognise the address they paid with, too little for whoever
 * else holds the checkout's id to learn it.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
