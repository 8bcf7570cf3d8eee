package org.caissier.cup.ui;

import java.awt.print.PrinterException;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import javax.print.PrintServiceLookup;
import javax.swing.JButton;
import javax.swing.JEditorPane;
import javax.swing.JFileChooser;
import org.caissier.cup.export.EventResults;
import org.caissier.cup.export.ResultsExport;
import org.caissier.table.WholeFile;
import org.caissier.ui.game.UiContext;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.MustShow;
import org.caissier.ui.phones.PhonesButton;

/**
 * "Export results…" (a folder chosen, the results page and CSV files written there in the screen's language) and
 * "Print results…" (the same page through the system's print dialog): the buttons of the Cup screens and the
 * Game menu items do the same through here.
 */
final class ExportAction {
    private ExportAction() {}

    static <S> JButton exportButton(UiContext context, EventResults<S> results, Supplier<S> state) {
        JButton export = new JButton(context.messages().get("cup.export"));
        export.setName("exportResults");
        org.caissier.ui.kit.MustShow.mark(export);
        export.addActionListener(e -> export(context, results, state));
        return export;
    }

    static <S> JButton printButton(
            UiContext context, EventResults<S> results, Supplier<S> state, BooleanSupplier printers) {
        JButton print = new JButton(context.messages().get("cup.print"));
        print.setName("printResults");
        org.caissier.ui.kit.MustShow.mark(print);
        print.addActionListener(e -> print(context, results, state, printers));
        return print;
    }

    /** Asks for a folder, writes the results there and says where. {@code context} speaks the Cup's words. */
    static <S> void export(UiContext context, EventResults<S> results, Supplier<S> state) {
        Messages m = context.messages();
        JFileChooser chooser = new JFileChooser();
        chooser.setName("exportFolderChooser");
        chooser.setFileSelectionMode(JFileChooser.DIRECTORIES_ONLY);
        if (chooser.showSaveDialog(context.window()) != JFileChooser.APPROVE_OPTION) {
            return;
        }
        Path dir = chooser.getSelectedFile().toPath();
        try {
            new ResultsExport<>(results, m.locale()).write(state.get(), dir);
            context.tell(m.get("cup.exported", dir.resolve(ResultsExport.PAGE)));
        } catch (IOException ex) {
            context.tell(m.get("cup.exportFailed", ex.getMessage()));
        }
    }

    /**
     * The results page through the system's print dialog; without a printer, the page offered to be saved as a file
     * (HTML, to print elsewhere or publish). {@code context} speaks the Cup's words; {@code printers} says whether
     * the system has any ({@link #anyPrinter}, a test's answer).
     */
    static <S> void print(UiContext context, EventResults<S> results, Supplier<S> state, BooleanSupplier printers) {
        Messages m = context.messages();
        if (!printers.getAsBoolean()) {
            offerToSave(context, results, state, m.get("cup.noPrinter"));
            return;
        }
        JEditorPane page = new JEditorPane();
        page.setContentType("text/html");
        // The page says it is UTF-8; the text is already a Java string.
        page.getDocument().putProperty("IgnoreCharsetDirective", Boolean.TRUE);
        page.setText(new ResultsExport<>(results, m.locale()).page(state.get()));
        try {
            page.print();
        } catch (PrinterException ex) {
            offerToSave(context, results, state, m.get("cup.printFailed", ex.getMessage()));
        }
    }

    /** Whether the system knows a printer. */
    static boolean anyPrinter() {
        return PrintServiceLookup.lookupPrintServices(null, null).length > 0;
    }

    /** Says why nothing was printed and offers to save the results page (HTML) instead. */
    static <S> void offerToSave(UiContext context, EventResults<S> results, Supplier<S> state, String why) {
        Messages m = context.messages();
        if (!new CupAsk(context.window(), m).confirm(why + " " + m.get("cup.saveInstead"), "cup.savePage")) {
            context.tell(why);
            return;
        }
        JFileChooser chooser = new JFileChooser();
        chooser.setName("savePageChooser");
        chooser.setSelectedFile(new File(ResultsExport.PAGE));
        if (chooser.showSaveDialog(context.window()) != JFileChooser.APPROVE_OPTION) {
            context.tell(why);
            return;
        }
        Path file = chooser.getSelectedFile().toPath();
        try {
            new WholeFile()
                    .write(
                            file,
                            new ResultsExport<>(results, m.locale())
                                    .page(state.get())
                                    .getBytes(StandardCharsets.UTF_8));
            context.tell(m.get("cup.pageSaved", file));
        } catch (IOException ex) {
            context.tell(m.get("cup.exportFailed", ex.getMessage()));
        }
    }

    /** "Publish results on the network…": the window's dialog for the phones, the event's results page on it. */
    static JButton publishButton(UiContext context) {
        JButton publish = PhonesButton.of(context, context.messages().get("cup.live"), "publishLive");
        MustShow.mark(publish);
        return publish;
    }
}
