import { ASK_THE_OWNER, OWNER_INSTRUCTIONS, type OwnerTopic } from '@tagwise/core/values/instance-owner';
import { cn } from '@/lib/cn';

/** Who can act, and how: the server's owner gets the exact command or setting, everyone else whom to ask. */
export interface OwnerHelpProps {
  topic: OwnerTopic;
  /** Whether the signed-in person runs this Tagwise server (from their account settings). */
  instanceOwner: boolean;
  /** The account the command is for. */
  email: string;
  className?: string;
}

export function OwnerHelp({ topic, instanceOwner, email, className }: OwnerHelpProps) {
  if (!instanceOwner) return <p className={className}>{ASK_THE_OWNER[topic]}</p>;
  const { lead, steps } = OWNER_INSTRUCTIONS[topic];
  return (
    <div className={cn('grid gap-1.5', className)}>
      <p>{lead}</p>
      <ul className="grid gap-1">
        {steps(email).map((step) => (
          <li key={step}>
            <code className="block overflow-x-auto rounded bg-muted px-2 py-1 font-mono text-xs text-foreground">
              {step}
            </code>
          </li>
        ))}
      </ul>
    </div>
  );
}
