package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import javafx.collections.ListChangeListener;
import org.junit.jupiter.api.Test;

class ReorderableListTest {
    private final ReorderableList<String> list = new ReorderableList<>();
    private final List<String> changes = new ArrayList<>();

    ReorderableListTest() {
        list.addListener((ListChangeListener<String>) change -> {
            while (change.next()) {
                if (change.wasPermutated()) {
                    List<Integer> targets = new ArrayList<>();
                    for (int i = change.getFrom(); i < change.getTo(); i++) {
                        targets.add(change.getPermutation(i));
                    }
                    changes.add("permutation " + targets);
                } else {
                    changes.add("removed " + change.getRemoved() + " added " + change.getAddedSubList());
                }
            }
        });
    }

    @Test
    void reorderingIsOnePermutationThatMovesEachElementToItsNewPlace() {
        list.replaceAll(List.of("c", "a", "b"));
        changes.clear();

        assertTrue(list.apply(ReorderableList.Reordering.of(list.snapshot(), List.of("a", "b", "c"))));

        assertEquals(List.of("a", "b", "c"), list);
        assertEquals(List.of("permutation [2, 0, 1]"), changes);
    }

    @Test
    void replacingRemovesTheOldElementsAndAddsTheNewInOneChange() {
        list.replaceAll(List.of("a", "b"));
        list.replaceAll(List.of("x"));

        assertEquals(List.of("x"), list);
        assertEquals(List.of("removed [] added [a, b]", "removed [a, b] added [x]"), changes);
    }

    @Test
    void replacingThreeOrMoreIsToldInStepsThatLeadFromTheOldElementsToTheNewWithoutAWholesaleReplacement() {
        list.replaceAll(List.of("a", "b", "c", "d"));
        List<String> followed = new ArrayList<>(list);
        List<Boolean> replacedSteps = new ArrayList<>();
        list.addListener((ListChangeListener<String>) change -> {
            while (change.next()) {
                replacedSteps.add(change.wasReplaced());
                followed.subList(change.getFrom(), change.getFrom() + change.getRemovedSize()).clear();
                followed.addAll(change.getFrom(), change.getAddedSubList());
            }
        });

        list.replaceAll(List.of("x", "y"));

        assertEquals(List.of("x", "y"), list);
        assertEquals(List.of("x", "y"), followed);
        assertEquals(List.of(false, false, false), replacedSteps);
    }

    @Test
    void anOrderOfOtherElementsCannotBeMadeAndTheListKeepsItsOrder() {
        list.replaceAll(List.of("a", "b"));

        assertNull(ReorderableList.Reordering.of(list.snapshot(), List.of("a", "c")));
        assertNull(ReorderableList.Reordering.of(list.snapshot(), List.of("a")));
        assertEquals(List.of("a", "b"), list);
    }

    @Test
    void anOrderWorkedOutForElementsTheListNoLongerHoldsIsNotApplied() {
        list.replaceAll(List.of("b", "a"));
        ReorderableList.Reordering<String> late = ReorderableList.Reordering.of(list.snapshot(), List.of("a", "b"));
        list.replaceAll(List.of("b", "a"));
        changes.clear();

        assertFalse(list.apply(late));
        assertEquals(List.of("b", "a"), list);
        assertTrue(changes.isEmpty());
    }

    @Test
    void othersCannotChangeIt() {
        list.replaceAll(List.of("a"));

        assertThrows(UnsupportedOperationException.class, () -> list.add("b"));
        assertTrue(list.contains("a"));
    }
}
