package com.marketevents.ui.events;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import javafx.collections.ObservableListBase;

/**
 * An observable list whose order is computed elsewhere: {@link #reorder} applies an order sorted in the
 * background as one permutation, in linear time, so a sort of 100,000 rows costs the UI thread no
 * comparisons and the table keeps its selection (a {@code SortedList} would sort on the UI thread).
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

    /** Replaces every element, in the order given; {@code replacement} must not change afterwards. */
    void replaceAll(List<E> replacement) {
        List<E> removed = elements;
        elements = replacement;
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
     * Puts the same elements in a new order; {@code order} must not change afterwards.
     *
     * @throws IllegalArgumentException when {@code order} does not hold exactly the elements of this list
     */
    void reorder(List<E> order) {
        if (order.size() != elements.size()) {
            throw new IllegalArgumentException("the new order has " + order.size() + " elements, not " + elements.size());
        }
        Map<E, Integer> newIndex = new IdentityHashMap<>(order.size() * 2);
        for (int i = 0; i < order.size(); i++) {
            newIndex.put(order.get(i), i);
        }
        int[] permutation = new int[elements.size()];
        for (int i = 0; i < permutation.length; i++) {
            Integer target = newIndex.get(elements.get(i));
            if (target == null) {
                throw new IllegalArgumentException("the new order lacks an element of the list");
            }
            permutation[i] = target;
        }
        elements = order;
        beginChange();
        nextPermutation(0, permutation.length, permutation);
        endChange();
    }
}
