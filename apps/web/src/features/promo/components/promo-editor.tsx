import type { ReactNode } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { z } from 'zod';
import { PROMO_MESSAGES, PromoFields, PromoVisualIdea, type PromoContent } from '@tagwise/core/schemas/promo';
import { ErrorMessage } from '@/components/error-message';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { failureMessage } from '@/lib/api-client';
import { useUpdatePromo } from '../api/update-promo';
import { CopyButton } from './copy-button';

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

// The same rules as the server (PromoFields), with an idea's focus items edited one per line.
const Form = PromoFields.extend({
  visualIdeas: z.array(
    PromoVisualIdea.extend({
      focusItems: z.string().transform(lines).pipe(PromoVisualIdea.shape.focusItems),
    }),
  ),
});
type FormInput = z.input<typeof Form>;
type FormOutput = z.output<typeof Form>;

const toForm = (content: PromoContent): FormInput => ({
  title: content.title,
  summary: content.summary,
  description: content.description,
  socialMediaPosts: content.socialMediaPosts,
  facebookEvent: content.facebookEvent,
  visualIdeas: content.visualIdeas.map((idea) => ({ ...idea, focusItems: idea.focusItems.join('\n') })),
});

/** A field's message; for a list edited as lines (focus items), the first of its entries' messages too. */
function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  return Object.values(error).map(messageOf).find(Boolean);
}

/** One labelled field with its Copy button and its error. */
function Field({
  id,
  label,
  what,
  multiline,
  rows,
  register,
  error,
  text,
}: {
  id: string;
  label: string;
  what: string;
  multiline?: boolean;
  rows?: number;
  register: UseFormRegisterReturn;
  error: unknown;
  text: () => string;
}) {
  const message = messageOf(error);
  const aria = { 'aria-invalid': Boolean(message), 'aria-describedby': message ? `${id}-error` : undefined };
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <CopyButton text={text} what={what} />
      </div>
      {multiline ? (
        <Textarea id={id} rows={rows ?? 4} className="field-sizing-content" {...aria} {...register} />
      ) : (
        <Input id={id} {...aria} {...register} />
      )}
      <ErrorMessage id={`${id}-error`}>{message}</ErrorMessage>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-4 rounded-xl border bg-card p-4" aria-label={title}>
      <h2 className="font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** The stored material as a form: every field editable and copyable, saved together. */
export function PromoEditor({ projectId, content }: { projectId: string; content: PromoContent }) {
  const update = useUpdatePromo(projectId);
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(Form), values: toForm(content) });
  const { errors, isDirty } = form.formState;
  const { register, getValues } = form;

  const onSubmit = form.handleSubmit(async (fields) => {
    try {
      await update.mutateAsync(fields);
      toast.success(PROMO_MESSAGES.saved);
    } catch (error) {
      toast.error(failureMessage(error, PROMO_MESSAGES.saveFailed));
    }
  });

  const ideaText = (index: number) => () => {
    const idea = getValues(`visualIdeas.${index}`);
    return [
      idea.concept,
      `Focus: ${lines(idea.focusItems).join(', ')}`,
      `Mood and style: ${idea.moodStyle}`,
      `Execution: ${idea.executionNotes}`,
    ].join('\n');
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
      <Section title="Headline and summary">
        <Field
          id="promo-title"
          label="Title"
          what="Title"
          register={register('title')}
          error={errors.title}
          text={() => getValues('title')}
        />
        <Field
          id="promo-summary"
          label="Summary"
          what="Summary"
          multiline
          rows={3}
          register={register('summary')}
          error={errors.summary}
          text={() => getValues('summary')}
        />
      </Section>
      <Section title="Description">
        <Field
          id="promo-description"
          label="Listing description"
          what="Description"
          multiline
          rows={8}
          register={register('description')}
          error={errors.description}
          text={() => getValues('description')}
        />
      </Section>
      <Section title="Social posts">
        {content.socialMediaPosts.map((_, index) => (
          <Field
            key={index}
            id={`promo-post-${index}`}
            label={`Post ${index + 1}`}
            what={`Post ${index + 1}`}
            multiline
            rows={4}
            register={register(`socialMediaPosts.${index}`)}
            error={errors.socialMediaPosts?.[index]}
            text={() => getValues(`socialMediaPosts.${index}`)}
          />
        ))}
      </Section>
      <Section title="Event text">
        <Field
          id="promo-event"
          label="Facebook event text"
          what="Event text"
          multiline
          rows={6}
          register={register('facebookEvent')}
          error={errors.facebookEvent}
          text={() => getValues('facebookEvent')}
        />
      </Section>
      <Section title="Visual ideas">
        {content.visualIdeas.map((_, index) => {
          const ideaErrors = errors.visualIdeas?.[index];
          const id = `promo-idea-${index}`;
          return (
            <div
              key={index}
              role="group"
              aria-labelledby={`${id}-heading`}
              className="grid gap-3 rounded-lg border p-3"
            >
              <div className="flex items-center justify-between gap-2">
                <h3 id={`${id}-heading`} className="text-sm font-medium">
                  Idea {index + 1}
                </h3>
                <CopyButton text={ideaText(index)} what={`Idea ${index + 1}`} />
              </div>
              <Field
                id={`${id}-concept`}
                label="Concept"
                what={`Idea ${index + 1} concept`}
                register={register(`visualIdeas.${index}.concept`)}
                error={ideaErrors?.concept}
                text={() => getValues(`visualIdeas.${index}.concept`)}
              />
              <Field
                id={`${id}-focus`}
                label="Focus items (one per line)"
                what={`Idea ${index + 1} focus items`}
                multiline
                rows={2}
                register={register(`visualIdeas.${index}.focusItems`)}
                error={ideaErrors?.focusItems}
                text={() => lines(getValues(`visualIdeas.${index}.focusItems`)).join(', ')}
              />
              <Field
                id={`${id}-mood`}
                label="Mood and style"
                what={`Idea ${index + 1} mood and style`}
                multiline
                rows={2}
                register={register(`visualIdeas.${index}.moodStyle`)}
                error={ideaErrors?.moodStyle}
                text={() => getValues(`visualIdeas.${index}.moodStyle`)}
              />
              <Field
                id={`${id}-notes`}
                label="Execution notes"
                what={`Idea ${index + 1} execution notes`}
                multiline
                rows={3}
                register={register(`visualIdeas.${index}.executionNotes`)}
                error={ideaErrors?.executionNotes}
                text={() => getValues(`visualIdeas.${index}.executionNotes`)}
              />
            </div>
          );
        })}
      </Section>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {isDirty && <p className="text-sm text-muted-foreground">Unsaved changes</p>}
        <Button type="submit" className="w-full sm:w-auto" disabled={!isDirty || update.isPending}>
          {update.isPending ? 'Saving...' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
