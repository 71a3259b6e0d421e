import type { UndrawableText } from '@tagwise/core/schemas/undrawable-text';
import { formatUsNumber } from '@tagwise/core/values/us-number';

/**
 * The texts a PDF would print with □ where it has no font for a character: each text, then those
 * characters, and how many more there are beyond the ones named; after the message, when given one.
 */
export function UndrawableTexts({
  message,
  texts,
  count,
}: {
  message?: string;
  texts: readonly UndrawableText[];
  count: number;
}) {
  return (
    <div className="grid gap-1">
      {message && <p>{message}</p>}
      <ul className="grid list-disc gap-0.5 pl-5">
        {texts.map(({ text, characters }) => (
          <li key={text}>
            <span dir="auto" className="font-medium">
              {text}
            </span>{' '}
            <span className="text-muted-foreground">({characters.join(' ')})</span>
          </li>
        ))}
        {count > texts.length && <li>and {formatUsNumber(count - texts.length)} more</li>}
      </ul>
    </div>
  );
}
