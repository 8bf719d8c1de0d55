/**
 * Copy and export from the main window, on the same writers as the command line.
 *
 * <p>Choices made here: the table selects whole rows, so Ctrl+C always copies the selected rows (TSV with a
 * header of the visible columns, in their order) and Ctrl+Shift+C copies the focused cell's value as received;
 * Edit has both as menu items without accelerators, so Ctrl+C in a text field keeps copying text. Export takes
 * the selection, else every row the filters show, and the dialog says which and how many. "Visible columns"
 * falls back to all fields when none is visible; the calendar ignores the choice. The last format, field
 * choice and folder live in the window's key-value store ({@code export.*}); a folder that is gone is not
 * offered. A name typed without an extension gets the format's one, with our own confirmation if that file
 * exists (the chooser only confirmed the name it returned). The write runs on the {@code UiExecutor} through
 * {@code AtomicFileWriter}, with an indeterminate progress indicator and the outcome in a message strip. While
 * it runs the strip offers Cancel (and Esc) and no close button: hiding it would leave Export off unexplained,
 * and a close that cancelled would throw work away unasked.
 */
package com.marketevents.ui.export;
