import { useState } from 'react';
import type { DisplayPreferences } from '@tagwise/core/schemas/account-settings';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { keepOpenForTourUi } from '@/lib/overlays';
import { useUpdateDisplayPreferences } from '../api/update-display-preferences';
import { useDisplayPreferences } from '../api/use-display-preferences';

type Page = keyof DisplayPreferences;
type Field = keyof DisplayPreferences['itemPage'];
type PricingField = keyof DisplayPreferences['itemPage']['pricing'];

const FIELDS: [Field, string][] = [
  ['showCategory', 'Category'],
  ['showDescription', 'Description'],
  ['showAttributes', 'Key attributes'],
  ['showResearchSources', 'Research sources'],
];
const ITEM_PAGE_FIELDS: [Field, string][] = [
  ['showDetails', 'Details (brand, model, size, materials)'],
  ['showNotes', 'Notes'],
];
const PRICING_FIELDS: [PricingField, string][] = [
  ['showEstateSalePrice', 'Tag price'],
  ['showRetailPrice', 'Retail price'],
  ['showCondition', 'Condition'],
  ['showConfidence', 'AI confidence'],
];

/** What item lists and the item page show: saved to the account and kept on this device. */
export function DisplayPreferencesDialog({
  open,
  onOpenChange,
  modal = true,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  /** False while a guided tour points into the dialog. */
  modal?: boolean;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} modal={modal}>
      <DialogContent className="max-w-xl" data-tour="display-preferences" onInteractOutside={keepOpenForTourUi}>
        {open && <PreferencesForm onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function PreferencesForm({ onDone }: { onDone: () => void }) {
  const saved = useDisplayPreferences();
  const [draft, setDraft] = useState<DisplayPreferences>(saved);
  const update = useUpdateDisplayPreferences();

  const box = (page: Page, label: string, checked: boolean, set: (value: boolean) => void, key: string) => (
    <li key={key} className="flex items-center gap-3">
      <Checkbox id={`display-${page}-${key}`} checked={checked} onCheckedChange={(v) => set(v === true)} />
      <Label htmlFor={`display-${page}-${key}`} className="font-normal">
        {label}
      </Label>
    </li>
  );
  const section = (page: Page, title: string) => {
    const fields = page === 'itemPage' ? [...FIELDS, ...ITEM_PAGE_FIELDS] : FIELDS;
    return (
      <fieldset className="grid content-start gap-3">
        <legend className="mb-2 font-medium">{title}</legend>
        <ul className="grid gap-2.5">
          {PRICING_FIELDS.map(([key, label]) =>
            box(
              page,
              label,
              draft[page].pricing[key],
              (value) =>
                setDraft({ ...draft, [page]: { ...draft[page], pricing: { ...draft[page].pricing, [key]: value } } }),
              key,
            ),
          )}
          {fields.map(([key, label]) =>
            box(
              page,
              label,
              (draft[page] as Record<string, unknown>)[key] === true,
              (value) => setDraft({ ...draft, [page]: { ...draft[page], [key]: value } }),
              key,
            ),
          )}
        </ul>
      </fieldset>
    );
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>Display Preferences</DialogTitle>
        <DialogDescription>Choose what item lists and the item page show.</DialogDescription>
      </DialogHeader>
      <div className="grid gap-6 sm:grid-cols-2">
        {section('mainPage', 'Item lists')}
        {section('itemPage', 'Item page')}
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button
          onClick={() => {
            update.mutate(draft);
            onDone();
          }}
        >
          Save preferences
        </Button>
      </DialogFooter>
    </>
  );
}
