package org.caissier.cup.ui;

import java.awt.print.PrinterException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Supplier;
import javax.swing.JButton;
import javax.swing.JEditorPane;
import javax.swing.JFileChooser;
import org.caissier.cup.export.ResultsExport;
import org.caissier.ui.Messages;
import org.caissier.ui.UiContext;

/**
 * "Export results…" (a folder chosen, the results page and CSV files written there in the screen's language) and
 * "Print results…" (the same page through the system's print dialog): the buttons of the Cup screens and the
 * Game menu items do the same through here.
 */
final class ExportAction {
    private ExportAction() {
    }

    static JButton exportButton(UiContext context, Supplier<Object> state) {
        JButton export = new JButton(context.messages().get("cup.export"));
        export.setName("exportResults");
        org.caissier.ui.MustShow.mark(export);
        export.addActionListener(e -> export(context, state));
        return export;
    }

    static JButton printButton(UiContext context, Supplier<Object> state) {
        JButton print = new JButton(context.messages().get("cup.print"));
        print.setName("printResults");
        org.caissier.ui.MustShow.mark(print);
        print.addActionListener(e -> print(context, state));
        return print;
    }

    /** Asks for a folder, writes the results there and says where. {@code context} speaks the Cup's words. */
    static void export(UiContext context, Supplier<Object> state) {
        Messages m = context.messages();
        JFileChooser chooser = new JFileChooser();
        chooser.setName("exportFolderChooser");
        chooser.setFileSelectionMode(JFileChooser.DIRECTORIES_ONLY);
        if (chooser.showSaveDialog(context.window()) != JFileChooser.APPROVE_OPTION) {
            return;
        }
        Path dir = chooser.getSelectedFile().toPath();
        try {
            new ResultsExport(m.locale()).write(state.get(), dir);
            context.tell(m.get("cup.exported", dir.resolve(ResultsExport.PAGE)));
        } catch (IOException ex) {
            context.tell(m.get("cup.exportFailed", ex.getMessage()));
        }
    }

    /** The results page through the system's print dialog. {@code context} speaks the Cup's words. */
    static void print(UiContext context, Supplier<Object> state) {
        Messages m = context.messages();
        JEditorPane page = new JEditorPane();
        page.setContentType("text/html");
        // The page says it is UTF-8; the text is already a Java string.
        page.getDocument().putProperty("IgnoreCharsetDirective", Boolean.TRUE);
        page.setText(new ResultsExport(m.locale()).page(state.get()));
        try {
            page.print();
        } catch (PrinterException ex) {
            context.tell(m.get("cup.printFailed", ex.getMessage()));
        }
    }
}
