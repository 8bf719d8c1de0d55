package com.marketevents.ui.events;

import atlantafx.base.controls.CustomTextField;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;

/**
 * A watchlist too long for the quick filter beside its tag, cut after a whole listing ("AAPL:US, …"), drawn over
 * the field's text while the field is not being edited; the tag keeps its room, as it says which list this is. A
 * key or a click in the field shows the text itself, the click's caret where it lands.
 */
final class CutWatchlistOverlay {
    /** How far into its room the field's text starts: half the caret's width, so that a caret before it shows. */
    private static final double TEXT_INDENT = 1;
    private static final PseudoClass SHORTENED = PseudoClass.getPseudoClass("shortened");

    private final CustomTextField field;
    private final Label tag;
    private final Label cut = new Label();
    /**
     * Set while a watchlist just put in the field from its menu is untouched: it shows cut, as when not focused, so
     * that its first listing does not read cut where the text scrolled to the caret at its end.
     */
    private boolean justPut;
    /** Set by a press on the field that shows the list cut, until the field has the focus: the text takes its place. */
    private boolean pressed;
    /** Set when the cut list is taken away, until the text, laid out in the room it gives back, is scrolled to fit. */
    private boolean roomGivenBack;

    /** Over {@code field}, whose text is a watchlist while {@code tag} names one. */
    CutWatchlistOverlay(CustomTextField field, Label tag) {
        this.field = field;
        this.tag = tag;
        cut.setId("quick-filter-shortened");
        cut.setMouseTransparent(true);
        cut.visibleProperty().bind(cut.textProperty().isNotEmpty());
        cut.managedProperty().bind(cut.visibleProperty());
        field.textProperty().addListener(obs -> refit());
        field.focusedProperty().addListener(obs -> {
            refit();
            pressed = false;
        });
        field.textProperty().addListener(obs -> edit());
        // Before the key or the click acts: one laid out over the cut list scrolled the text out of sight.
        field.addEventFilter(KeyEvent.KEY_PRESSED, event -> edit());
        field.addEventFilter(MouseEvent.MOUSE_PRESSED, this::editClicked);
    }

    /** The cut list, to be put first in the field's end, before the tag. */
    Node node() {
        return cut;
    }

    /** Shows the watchlist just put in the focused field cut, as when not focused, until it is touched. */
    void showJustPut() {
        justPut = true;
        refit();
    }

    /**
     * The width the cut list asks for at the field's end, its minimum as its preferred, with the {@code spacing}
     * after it; none while hidden.
     */
    double widthTaken(double spacing) {
        return cut.isManaged() ? cut.prefWidth(-1) + spacing : 0;
    }

    /**
     * Lays the cut list over the text's start, so that nothing moves when a click shows the text itself, or, the cut
     * list just taken away, scrolls the text in the room given back; called once the field has laid out its children.
     */
    void place() {
        if (cut.isVisible() && field.getLeft().getParent() instanceof Region left
                && cut.getParent().getParent() instanceof Region end) {
            end.layout(); // places the cut list now, where it will be drawn, not after this
            double textStart = left.getBoundsInParent().getMaxX() + TEXT_INDENT;
            double cutStart = field.sceneToLocal(cut.localToScene(0, 0)).getX() - cut.getTranslateX();
            cut.setTranslateX(textStart - cutStart);
        }
        if (roomGivenBack && !cut.isVisible()) {
            roomGivenBack = false;
            scrollTextAfresh();
        }
    }

    /**
     * Scrolls the text as if first laid out in its room: from its start, as far as the caret needs. The field scrolls
     * its text only as far as the caret needs, so a caret put at the end while the cut list left the text no room
     * (Ctrl+F selecting it all, a watchlist just chosen) had scrolled the whole text out of sight to the left of it.
     */
    private void scrollTextAfresh() {
        int anchor = field.getAnchor();
        int caret = field.getCaretPosition();
        if (caret != 0) {
            field.positionCaret(0);
            field.selectRange(anchor, caret);
        }
    }

    /**
     * {@link #fit()} outside the field's layout, which a cut list shown at another width asks for again: the skin's
     * end pane is unmanaged, so a layout root, and asked alone it laid the cut list, the tag and × out in the width
     * the field gave it before, squeezing the tag to "…". Not for a cut list taken away: the text, scrolled afresh at
     * once, stayed short of a field widening after it.
     */
    private void refit() {
        double widthBefore = cut.getPrefWidth();
        fit();
        if (!cut.getText().isEmpty() && cut.getPrefWidth() != widthBefore) {
            field.requestLayout();
        }
    }

    /**
     * Shows the watchlist cut when, not being edited, it is wider than the room beside its tag; called as the field
     * lays out its children too, before it does, so that it is measured for the width they get, at every width.
     */
    void fit() {
        String shown = "";
        double room = 0;
        if ((!field.isFocused() || justPut) && !pressed && !tag.getText().isEmpty()
                && field.getLeft().getParent() instanceof Region left && cut.getParent() instanceof HBox box
                && box.getParent() instanceof Region end) {
            // From the preferred widths the field's skin lays its ends out at, not their widths as last laid out:
            // none before the first layout, when the field may already have the width it keeps.
            room = field.getWidth() - field.snappedLeftInset() - field.snappedRightInset()
                    - field.snapSizeX(left.prefWidth(-1)) - besideCut(box, end);
            double textRoom = room - cut.snappedLeftInset() - cut.snappedRightInset();
            shown = ListingsCut.cut(field.getText(), textRoom, this::widthOf).orElse("");
        }
        roomGivenBack |= shown.isEmpty() && !cut.getText().isEmpty();
        cut.setText(shown);
        cut.setPrefWidth(shown.isEmpty() ? Region.USE_COMPUTED_SIZE : room);
        cut.setMinWidth(shown.isEmpty() ? Region.USE_COMPUTED_SIZE : Region.USE_PREF_SIZE);
        field.pseudoClassStateChanged(SHORTENED, !shown.isEmpty());
    }

    /**
     * The width the field's end takes beside the cut list: the tag and × at their preferred widths, not as last laid
     * out, since a tag just shown, or squeezed by a cut list sized a moment before, is narrower there.
     */
    private double besideCut(HBox box, Region end) {
        double width = end.snappedLeftInset() + end.snappedRightInset() + box.snappedLeftInset()
                + box.snappedRightInset();
        for (Node child : box.getChildren()) {
            if (child != cut && child.isManaged()) {
                width += Math.min(child.prefWidth(-1), child.maxWidth(-1)) + box.getSpacing();
            }
        }
        return width;
    }

    private double widthOf(String text) {
        Text measured = new Text(text);
        measured.setFont(field.getFont());
        return Math.ceil(measured.getLayoutBounds().getWidth());
    }

    /** Ends {@link #justPut}: the field, laid out again at once, shows the text to edit. */
    private void edit() {
        if (justPut) {
            justPut = false;
            fit();
            field.layout();
        }
    }

    /**
     * Shows the text in place of the cut list, from its start as the cut list showed it, before the click places the
     * caret: laid out beside the cut list, the text had scrolled its start out of sight (to the caret at its end, or
     * to the one the click placed in the text's narrow room), and the click landed where it was.
     */
    private void editClicked(MouseEvent event) {
        if (onAButton(event)) {
            return;
        }
        if (cut.getText().isEmpty()) {
            edit();
            return;
        }
        justPut = false;
        pressed = !field.isFocused();
        field.home();
        fit();
        field.layout();
    }

    /** Whether the press is on the menu's or the clear button, which leave the text as it is. */
    private boolean onAButton(MouseEvent event) {
        for (Node node = event.getPickResult().getIntersectedNode(); node != null && node != field;
                node = node.getParent()) {
            if (node instanceof Button) {
                return true;
            }
        }
        return false;
    }
}
