package com.marketevents.ui.events;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableListBase;

/**
 * An observable list whose content and order are computed elsewhere, in the background: {@link #apply}
 * applies a new order worked out there as one permutation, so a sort of 100,000 rows costs the UI thread no
 * comparisons and the table keeps its selection (a {@code SortedList} would sort on the UI thread), and
 * {@link #replaceAll} swaps the content in one change that a table takes without rebuilding its rows.
 * Read-only for everyone else. It holds the lists it is given as they are, without a copy (a year of rows is
 * 100,000 references): callers hand over lists that nobody changes afterwards.
 */
final class ReorderableList<E> extends ObservableListBase<E> {
    private List<E> elements = List.of();

    @Override
    public E get(int index) {
        return elements.get(index);
    }

    @Override
    public int size() {
        return elements.size();
    }

    /** The elements as they are now, as a list that nobody changes. */
    List<E> snapshot() {
        return elements;
    }

    /**
     * Replaces every element, in the order given; {@code replacement} must not change afterwards.
     *
     * <p>Told as one replacement, this change would make a {@code TableView} empty every row it shows and
     * fill it again, restyling each row and cell twice: about half of a quick-filter keystroke's cost on the
     * UI thread. So a replacement of three or more elements is told as the same change in three steps (all
     * but the last old element removed, the new ones added, the last old one removed), which the table
     * applies to the rows it shows in place, keeping the selected row when it is still there.
     */
    void replaceAll(List<E> replacement) {
        List<E> removed = elements;
        elements = replacement;
        if (removed.size() >= 3 && !replacement.isEmpty()) {
            fireChange(new ReplacementInThreeSteps<>(this, removed, replacement.size()));
            return;
        }
        beginChange();
        if (!removed.isEmpty()) {
            nextRemove(0, removed);
        }
        if (!elements.isEmpty()) {
            nextAdd(0, elements.size());
        }
        endChange();
    }

    /**
     * Applies a new order worked out beforehand, in the background, as one permutation. Returns false, and
     * changes nothing, when this list no longer holds the elements the order was worked out from.
     */
    boolean apply(Reordering<E> reordering) {
        if (reordering.from != elements) {
            return false;
        }
        elements = reordering.to;
        beginChange();
        nextPermutation(0, reordering.permutation.length, reordering.permutation);
        endChange();
        return true;
    }

    /** A new order of the same elements, from one list to another, as a permutation; works on any thread. */
    static final class Reordering<E> {
        private final List<E> from;
        private final List<E> to;
        private final int[] permutation;

        private Reordering(List<E> from, List<E> to, int[] permutation) {
            this.from = from;
            this.to = to;
            this.permutation = permutation;
        }

        /**
         * The permutation from {@code from} (as {@link ReorderableList#snapshot()} gave it) to {@code to},
         * neither of which may change afterwards; null when they do not hold the same elements.
         */
        static <E> Reordering<E> of(List<E> from, List<E> to) {
            if (from.size() != to.size()) {
                return null;
            }
            Map<E, Integer> newIndex = new IdentityHashMap<>(to.size() * 2);
            for (int i = 0; i < to.size(); i++) {
                newIndex.put(to.get(i), i);
            }
            int[] permutation = new int[from.size()];
            for (int i = 0; i < permutation.length; i++) {
                Integer target = newIndex.get(from.get(i));
                if (target == null) {
                    return null;
                }
                permutation[i] = target;
            }
            return new Reordering<>(from, to, permutation);
        }
    }

    /** Remove old[0, m-1) at 0; add the n new elements at 0; remove old[m-1] at n. */
    private static final class ReplacementInThreeSteps<E> extends ListChangeListener.Change<E> {
        private final List<E> removed;
        private final int added;
        private int step = -1;

        ReplacementInThreeSteps(ReorderableList<E> list, List<E> removed, int added) {
            super(list);
            this.removed = removed;
            this.added = added;
        }

        @Override
        public boolean next() {
            if (step < 3) {
                step++;
            }
            return step < 3;
        }

        @Override
        public void reset() {
            step = -1;
        }

        @Override
        public int getFrom() {
            checkStep();
            return step == 2 ? added : 0;
        }

        @Override
        public int getTo() {
            checkStep();
            return step == 1 ? added : getFrom();
        }

        @Override
        public List<E> getRemoved() {
            checkStep();
            return switch (step) {
                case 0 -> removed.subList(0, removed.size() - 1);
                case 2 -> removed.subList(removed.size() - 1, removed.size());
                default -> List.of();
            };
        }

        @Override
        protected int[] getPermutation() {
            checkStep();
            return new int[0];
        }

        private void checkStep() {
            if (step < 0 || step > 2) {
                throw new IllegalStateException("call next() first");
            }
        }
    }
}
