import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { BookOpenIcon, MessageCircleQuestionMarkIcon, SendIcon, XIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { AppError } from '@tagwise/core/errors';
import {
  ASSISTANT_GREETING,
  ASSISTANT_MESSAGES,
  ASSISTANT_QUESTION_MAX_LENGTH,
  assistantSuggestions,
  type AssistantVariant,
} from '@tagwise/core/values/assistant';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { useAskAssistant } from '../api/ask-assistant';
import { locationContext } from '../lib/chat-location';
import { paragraphsOf, questionToSend, sendsOnKey, showsSuggestions, type ChatMessage } from '../lib/chat-rules';
import { scrollToAnchorWhenShown } from '../lib/scroll-to-anchor';
import { VISITOR, type PersonContext } from '../lib/person-context';

let nextId = 0;
const message = (text: string, isUser: boolean, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `chat-${++nextId}`,
  text,
  isUser,
  timestamp: Date.now(),
  ...extra,
});

const narrow = () => window.matchMedia('(max-width: 639px)').matches;

/**
 * The help assistant's chat (commercial-side.md sections 2-5 and 8): the greeting with suggestions until
 * the first question, messages appended in a live log, "Thinking..." while a reply loads, and on failure
 * the spec's apology and toast. A non-modal dialog: it takes the focus when opened, gives it back to the
 * launcher on Escape or Close, and leaves the page usable beside it.
 */
export default function AssistantPanel({
  id,
  open,
  onClose,
  variant,
  billed,
  readPerson,
}: {
  id: string;
  open: boolean;
  onClose: (returnFocus: boolean) => void;
  variant: AssistantVariant;
  billed: boolean;
  readPerson?: () => Promise<PersonContext>;
}) {
  const headingId = useId();
  const inputId = useId();
  const { pathname } = useLocation();
  const [messages, setMessages] = useState<ChatMessage[]>(() => [message(ASSISTANT_GREETING, false)]);
  const [input, setInput] = useState('');
  const [loading, setLoading] = useState(false);
  const ask = useAskAssistant();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, loading]);

  const send = async (text: string) => {
    const question = questionToSend(text, loading);
    if (question === null) return;
    setLoading(true);
    setInput('');
    setMessages((now) => [...now, message(question, true)]);
    try {
      const person = readPerson ? await readPerson().catch(() => VISITOR) : VISITOR;
      const reply = await ask.mutateAsync({ question, context: { ...locationContext(pathname), ...person } });
      setMessages((now) => [...now, message(reply.reply, false, { sources: reply.sources })]);
    } catch (error) {
      setMessages((now) => [...now, message(ASSISTANT_MESSAGES.fallbackReply, false, { failed: true })]);
      // Too many questions says when to ask again; any other failure is the spec's toast.
      const rateLimited = error instanceof AppError && error.code === 'RATE_LIMITED';
      toast.error(rateLimited ? error.message : ASSISTANT_MESSAGES.unavailableToast);
    } finally {
      setLoading(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!sendsOnKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) return;
    event.preventDefault();
    void send(input);
  };

  const followLink = (path: string) => {
    // On a phone the chat covers the page the link opens; on a wider screen it stays beside it.
    if (narrow()) onClose(false);
    scrollToAnchorWhenShown(path);
  };

  return (
    <section
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={headingId}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose(true);
        }
      }}
      className="fixed inset-x-0 bottom-0 z-50 flex max-h-[min(85dvh,40rem)] flex-col rounded-t-xl border bg-background shadow-xl sm:inset-x-auto sm:right-6 sm:bottom-[calc(5rem+var(--queue-widget-inset,0px)+var(--bottom-bar-inset,0px))] sm:max-h-[min(calc(100dvh-7rem-var(--queue-widget-inset,0px)-var(--bottom-bar-inset,0px)),36rem)] sm:w-96 sm:rounded-xl"
    >
      <header className="flex items-center gap-2 border-b py-2 pr-2 pl-4">
        <MessageCircleQuestionMarkIcon className="size-5 shrink-0 text-primary" aria-hidden />
        <h2 id={headingId} className="text-sm font-semibold">
          Help assistant
        </h2>
        <Button variant="ghost" size="icon" className="ml-auto" aria-label="Close" onClick={() => onClose(true)}>
          <XIcon className="size-4" aria-hidden />
        </Button>
      </header>

      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        className="grid min-h-40 flex-1 content-start gap-3 overflow-y-auto px-4 py-3"
      >
        {messages.map((entry) => (
          <Message key={entry.id} entry={entry} onFollow={followLink} />
        ))}
        {loading && (
          <p className="w-fit rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">
            {ASSISTANT_MESSAGES.thinking}
          </p>
        )}
      </div>

      {showsSuggestions(messages) && (
        <div className="flex flex-wrap gap-2 px-4 pb-3" role="group" aria-label="Suggested questions">
          {assistantSuggestions(variant, billed).map((suggestion) => (
            <Button
              key={suggestion}
              variant="outline"
              size="sm"
              className="h-auto min-h-8 py-1.5 text-left whitespace-normal"
              onClick={() => void send(suggestion)}
            >
              {suggestion}
            </Button>
          ))}
        </div>
      )}

      <form
        className="flex items-end gap-2 border-t p-3"
        onSubmit={(event) => {
          event.preventDefault();
          void send(input);
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          Your question
        </label>
        <Textarea
          ref={inputRef}
          id={inputId}
          rows={1}
          value={input}
          maxLength={ASSISTANT_QUESTION_MAX_LENGTH}
          placeholder="Ask a question…"
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={onKeyDown}
          className="max-h-32 min-h-10 resize-none"
        />
        <span id={`${inputId}-hint`} className="sr-only">
          Enter sends; Shift+Enter starts a new line.
        </span>
        <Button type="submit" size="icon" aria-label="Send" disabled={loading || !input.trim()}>
          <SendIcon className="size-4" aria-hidden />
        </Button>
      </form>
    </section>
  );
}

function Message({ entry, onFollow }: { entry: ChatMessage; onFollow: (path: string) => void }) {
  const sources = entry.sources ?? [];
  return (
    <div
      className={cn(
        'grid max-w-[90%] gap-2 rounded-lg px-3 py-2 text-sm',
        entry.isUser ? 'justify-self-end bg-primary text-primary-foreground' : 'bg-muted',
        entry.failed && 'border border-destructive/40',
      )}
    >
      <span className="sr-only">{entry.isUser ? 'You:' : 'Assistant:'}</span>
      {paragraphsOf(entry.text).map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
      {sources.length > 0 && (
        <ul className="grid gap-1 border-t border-foreground/10 pt-2" aria-label="From the help">
          {sources.map((source) => (
            <li key={source.path}>
              <Link
                to={source.path}
                onClick={() => onFollow(source.path)}
                className="inline-flex items-start gap-1.5 text-primary underline-offset-4 hover:underline focus-visible:underline focus-visible:outline-none"
              >
                <BookOpenIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden />
                {source.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
