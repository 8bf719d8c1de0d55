package com.marketevents.ui.events;

import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleSupplier;
import javafx.geometry.HPos;
import javafx.geometry.Orientation;
import javafx.geometry.VPos;
import javafx.scene.Node;
import javafx.scene.layout.Region;

/**
 * Lays out a bar of a lead control and items: on one line while they fit, the lead giving up width first (down to
 * its minimum) or taking the spare width (up to its maximum), then the items that may be cut (down to a
 * {@link ShortForm}'s readable width) giving up theirs, the widest first; otherwise the lead at its minimum and the
 * items flowing from beside it onto the lines below, each at its preferred width (or its maximum when less; narrowed
 * only when one alone is wider than the bar). Before they wrap, items with a short form show it, on one line with
 * the others, cut again the widest first where still too wide. So the first line is never left empty beside a
 * narrowed lead, and the lead never narrows as the bar widens. An item kept with the one before it
 * ({@link #keepWithPrevious}) takes that one onto the next line rather than go there alone.
 */
class FilterBarLayout extends Region {
    private static final double GAP = 6;
    private static final String WITH_PREVIOUS = "filter-bar-with-previous";

    /**
     * An item with a shorter text, such as a value filter's choice without its name ("Shareholder meeting" for "Type:
     * Shareholder meeting"), its widths in either form known whichever it shows.
     */
    interface ShortForm {
        /** Its preferred width in the short form, or in full. */
        double width(boolean shortForm);

        /** How narrow it may be cut in that form and still be read; its width: not at all. */
        double readableWidth(boolean shortForm);

        void showShortForm(boolean shortForm);
    }

    private final Region lead;
    private final DoubleSupplier leadMinWidth;
    private final List<? extends Node> items;

    FilterBarLayout(Region lead, double leadMinWidth, List<? extends Node> items) {
        this(lead, () -> leadMinWidth, items);
    }

    /** As above, the lead's minimum asked for at each layout (one that grows with what the lead shows). */
    FilterBarLayout(Region lead, DoubleSupplier leadMinWidth, List<? extends Node> items) {
        this.lead = lead;
        this.leadMinWidth = leadMinWidth;
        this.items = List.copyOf(items);
        getChildren().add(lead);
        getChildren().addAll(this.items);
    }

    /** Keeps {@code item} on the line of the item before it: an action on the items (clear them) next to them. */
    static void keepWithPrevious(Node item) {
        item.getProperties().put(WITH_PREVIOUS, Boolean.TRUE);
    }

    @Override
    public Orientation getContentBias() {
        return Orientation.HORIZONTAL;
    }

    @Override
    protected double computeMinWidth(double height) {
        return snappedLeftInset() + leadMinWidth.getAsDouble() + snappedRightInset();
    }

    @Override
    protected double computePrefWidth(double height) {
        return snappedLeftInset() + widthOf(lead, false) + GAP + itemsOnOneLine(false) + snappedRightInset();
    }

    @Override
    protected double computePrefHeight(double width) {
        double inner = width < 0 ? computePrefWidth(-1) - snappedLeftInset() - snappedRightInset()
                : width - snappedLeftInset() - snappedRightInset();
        return snappedTopInset() + arrange(inner, false) + snappedBottomInset();
    }

    /** Every line is needed: the table below gives way, not the filters. */
    @Override
    protected double computeMinHeight(double width) {
        return computePrefHeight(width);
    }

    @Override
    protected void layoutChildren() {
        arrange(getWidth() - snappedLeftInset() - snappedRightInset(), true);
    }

    /** Places the children in {@code inner} width when {@code apply}; returns the height they take. */
    private double arrange(double inner, boolean apply) {
        double leadMin = leadMinWidth.getAsDouble();
        boolean shortForms = false;
        double cap = cutCap(inner - GAP - leadMin, false);
        if (Double.isNaN(cap)) {
            shortForms = true;
            cap = cutCap(inner - GAP - leadMin, true);
        }
        boolean oneLine = !Double.isNaN(cap);
        shortForms &= oneLine;
        double besideItems = Double.isInfinite(cap) ? inner - GAP - itemsOnOneLine(shortForms) : leadMin;
        // Up to the lead's maximum even when it asks for more (a quick filter beside a long watchlist name): the items
        // followed the room it could not take, a gap before them.
        double leadWidth = oneLine
                ? Math.max(leadMin, Math.min(lead.maxWidth(-1), besideItems))
                : Math.min(leadMin, inner);
        // The items follow the lead on the first line as far as they fit, then flow onto the lines below, in their
        // order.
        List<ItemPlace> places = new ArrayList<>(items.size());
        double x = leadWidth + GAP;
        int line = 0;
        for (Node item : items) {
            double width = oneLine ? cutTo(item, cap, shortForms) : Math.min(widthOf(item, false), inner);
            if (x + width > inner + 0.5 && x > 0) {
                line++;
                x = 0;
                ItemPlace previous = places.isEmpty() ? null : places.get(places.size() - 1);
                if (item.getProperties().containsKey(WITH_PREVIOUS) && previous != null
                        && !startsItsLine(previous, leadWidth) && previous.width() + GAP + width <= inner + 0.5) {
                    places.set(places.size() - 1, new ItemPlace(0, line, previous.width(), previous.height()));
                    x = previous.width() + GAP;
                }
            }
            places.add(new ItemPlace(x, line, width, item.prefHeight(-1)));
            x += width + GAP;
        }
        int lines = line + 1;
        double[] lineHeights = new double[lines];
        lineHeights[0] = lead.prefHeight(-1);
        for (ItemPlace place : places) {
            lineHeights[place.line()] = Math.max(lineHeights[place.line()], place.height());
        }
        double[] lineTops = new double[lines];
        for (int i = 1; i < lines; i++) {
            lineTops[i] = lineTops[i - 1] + lineHeights[i - 1] + GAP;
        }
        if (apply) {
            for (Node item : items) {
                if (item instanceof ShortForm form) {
                    form.showShortForm(shortForms);
                }
            }
            double x0 = snappedLeftInset();
            double y0 = snappedTopInset();
            place(lead, x0, y0, leadWidth, lineHeights[0]);
            for (int i = 0; i < items.size(); i++) {
                ItemPlace place = places.get(i);
                double height = place.line() == 0 ? lineHeights[0] : place.height();
                place(items.get(i), x0 + place.x(), y0 + lineTops[place.line()], place.width(), height);
            }
        }
        return lineTops[lines - 1] + lineHeights[lines - 1];
    }

    /** Whether the item placed at {@code place} is the first on its line (beside the lead on the first line). */
    private static boolean startsItsLine(ItemPlace place, double leadWidth) {
        return place.x() <= (place.line() == 0 ? leadWidth + GAP : 0);
    }

    /** Where an item goes: across from {@code x} on line {@code line} (0 is the lead's), and its size. */
    private record ItemPlace(double x, int line, double width, double height) {
    }

    private double itemsOnOneLine(boolean shortForms) {
        return itemsOnOneLine(Double.POSITIVE_INFINITY, shortForms);
    }

    /** The width the items take on one line with those that may be cut cut to {@code cap}. */
    private double itemsOnOneLine(double cap, boolean shortForms) {
        double width = 0;
        for (Node item : items) {
            width += cutTo(item, cap, shortForms);
        }
        return width + GAP * Math.max(0, items.size() - 1);
    }

    /**
     * The width the items that may be cut are cut to, so that all fit in {@code room} on one line: the widest give
     * way first, a short choice ("Exchange: XNAS") staying whole beside a long one. Infinite when they fit uncut,
     * NaN when they do not fit even cut as far as they may be.
     */
    private double cutCap(double room, boolean shortForms) {
        if (itemsOnOneLine(shortForms) <= room) {
            return Double.POSITIVE_INFINITY;
        }
        if (itemsOnOneLine(0, shortForms) > room) {
            return Double.NaN;
        }
        double low = 0;
        double high = 0;
        for (Node item : items) {
            high = Math.max(high, widthOf(item, shortForms));
        }
        // The width the items take grows with the cap: halving the range 40 times leaves it far below a pixel.
        for (int i = 0; i < 40; i++) {
            double middle = (low + high) / 2;
            if (itemsOnOneLine(middle, shortForms) <= room) {
                low = middle;
            } else {
                high = middle;
            }
        }
        return low;
    }

    /** An item's width when those that may be cut are cut to {@code cap}. */
    private static double cutTo(Node item, double cap, boolean shortForms) {
        return Math.max(cutWidthOf(item, shortForms), Math.min(widthOf(item, shortForms), cap));
    }

    /**
     * How narrow an item may be cut on the first line: its short form's readable width, else not at all; never below
     * its minimum width (a value filter holds its width while its menu is open).
     */
    private static double cutWidthOf(Node item, boolean shortForms) {
        double full = widthOf(item, shortForms);
        if (!(item instanceof ShortForm form)) {
            return full;
        }
        return Math.min(full, Math.max(form.readableWidth(shortForms), item.minWidth(-1)));
    }

    /**
     * An item's preferred width, or its maximum when that is less (a button that cuts a long text); in its short form
     * if it has one and {@code shortForms}, in the form asked for whichever it shows (a button's maximum is the width
     * of what it shows).
     */
    private static double widthOf(Node item, boolean shortForms) {
        return item instanceof ShortForm form ? form.width(shortForms) : Math.min(item.prefWidth(-1),
                item.maxWidth(-1));
    }

    private void place(Node node, double x, double y, double width, double height) {
        layoutInArea(node, x, y, width, height, 0, HPos.LEFT, VPos.CENTER);
    }
}
