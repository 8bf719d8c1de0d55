package com.marketevents.api;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * For each position of a text, the longest run of the key's characters (whatever their case) that starts there, in
 * time linear in the text and the key: a check's output can be megabytes long and a key hundreds of characters, and
 * comparing every position with every part of the key took seconds on each status refresh.
 * <p>
 * Built on a suffix automaton of the key read backwards: reading the text backwards through it, the length of the
 * match held after each character is the longest prefix of the text from there that appears in the key.
 */
final class KeyRuns {
    private final List<Map<Character, Integer>> next = new ArrayList<>();
    private final List<Integer> link = new ArrayList<>();
    private final List<Integer> length = new ArrayList<>();

    KeyRuns(String key) {
        addState(0, -1);
        int last = 0;
        for (int i = key.length() - 1; i >= 0; i--) {
            last = extend(last, folded(key.charAt(i)));
        }
    }

    /** {@code runs[at]}: how many characters from {@code at} on are, in order, characters of the key. */
    int[] longestRunsFrom(String text) {
        int[] runs = new int[text.length()];
        int state = 0;
        int matched = 0;
        for (int at = text.length() - 1; at >= 0; at--) {
            char c = folded(text.charAt(at));
            while (state != 0 && !next.get(state).containsKey(c)) {
                state = link.get(state);
                matched = length.get(state);
            }
            Integer to = next.get(state).get(c);
            if (to == null) {
                matched = 0;
            } else {
                state = to;
                matched++;
            }
            runs[at] = matched;
        }
        return runs;
    }

    /** The case-insensitive comparison {@link ApiKey#hiddenIn} has always made, one character at a time. */
    static char folded(char c) {
        return Character.toLowerCase(c);
    }

    private int extend(int last, char c) {
        int current = addState(length.get(last) + 1, -1);
        int state = last;
        while (state != -1 && !next.get(state).containsKey(c)) {
            next.get(state).put(c, current);
            state = link.get(state);
        }
        if (state == -1) {
            link.set(current, 0);
            return current;
        }
        int to = next.get(state).get(c);
        if (length.get(state) + 1 == length.get(to)) {
            link.set(current, to);
            return current;
        }
        int clone = addState(length.get(state) + 1, link.get(to));
        next.get(clone).putAll(next.get(to));
        while (state != -1 && next.get(state).get(c) == to) {
            next.get(state).put(c, clone);
            state = link.get(state);
        }
        link.set(to, clone);
        link.set(current, clone);
        return current;
    }

    private int addState(int stateLength, int stateLink) {
        next.add(new HashMap<>());
        link.add(stateLink);
        length.add(stateLength);
        return next.size() - 1;
    }
}
