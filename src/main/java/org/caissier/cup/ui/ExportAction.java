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
 * The "Export results…" button (a folder chosen, the results page and CSV files written there) and the
 * "Print results…" one (the same page through the system's print dialog).
 */
final class ExportAction {
    private ExportAction() {
    }

    static JButton button(UiContext context, Supplier<Object> state) {
        Messages m = context.messages();
        JButton export = new JButton(m.get("cup.export"));
        export.setName("exportResults");
        export.addActionListener(e -> {
            JFileChooser chooser = new JFileChooser();
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
        });
        return export;
    }

    static JButton print(UiContext context, Supplier<Object> state) {
        Messages m = context.messages();
        JButton print = new JButton(m.get("cup.print"));
        print.setName("printResults");
        print.addActionListener(e -> {
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
        });
        return print;
    }
}
