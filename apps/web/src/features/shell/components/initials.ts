/** Two letters for the avatar: from the display name when it has words, else from the e-mail. */
export function initials(name: string | null | undefined, email: string): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return (words[0]![0]! + words[1]![0]!).toUpperCase();
  const source = words[0] ?? email;
  return source.slice(0, 2).toUpperCase();
}
