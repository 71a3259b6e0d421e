import { useCallback, useState } from 'react';
import type { BulkSelection } from '@tagwise/core/schemas/bulk-items';
import type { ItemFilterInput } from '@tagwise/core/schemas/item-query';

/** Items ticked one by one, or "all matching the filter" with the ones unticked since. */
export type Selection = { all: false; ids: ReadonlySet<string> } | { all: true; exceptIds: ReadonlySet<string> };

const NONE: Selection = { all: false, ids: new Set() };

/**
 * What the person has ticked in a list. It belongs to one list query: when the search or filters change,
 * the selection starts over, so an action never touches items the person can no longer see.
 */
export function useItemSelection(listKey: string) {
  const [state, setState] = useState<{ key: string; selection: Selection }>({ key: listKey, selection: NONE });
  const selection = state.key === listKey ? state.selection : NONE;
  const set = useCallback((next: Selection) => setState({ key: listKey, selection: next }), [listKey]);

  const isSelected = (id: string) => (selection.all ? !selection.exceptIds.has(id) : selection.ids.has(id));
  // Stable for a list (rows are memoized): it flips the id in whatever the selection is when it runs.
  const toggle = useCallback(
    (id: string) =>
      setState((current) => {
        const from = current.key === listKey ? current.selection : NONE;
        const flip = (s: ReadonlySet<string>) => {
          const next = new Set(s);
          if (next.has(id)) next.delete(id);
          else next.add(id);
          return next;
        };
        const selection: Selection = from.all
          ? { all: true, exceptIds: flip(from.exceptIds) }
          : { all: false, ids: flip(from.ids) };
        return { key: listKey, selection };
      }),
    [listKey],
  );
  return {
    selection,
    isSelected,
    toggle,
    selectIds: (ids: string[]) => set({ all: false, ids: new Set(ids) }),
    selectAllMatching: () => set({ all: true, exceptIds: new Set() }),
    clear: () => set(NONE),
    /** How many items the selection holds, given how many match the filter in all. */
    count: (total: number) => (selection.all ? total - selection.exceptIds.size : selection.ids.size),
    /** The selection as the bulk endpoint takes it. */
    toRequest: (filter: ItemFilterInput): BulkSelection =>
      selection.all ? { filter, exceptIds: [...selection.exceptIds] } : { ids: [...selection.ids] },
  };
}

export type ItemSelection = ReturnType<typeof useItemSelection>;
