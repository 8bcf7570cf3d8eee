package org.caissier.cup.ui;

import java.util.function.Supplier;
import javax.swing.JButton;
import javax.swing.JLabel;
import org.caissier.live.LivePublication;
import org.caissier.live.LiveRuntime;
import org.caissier.ui.Messages;
import org.caissier.ui.UiContext;

/**
 * The live results of one open event, kept while the event is open (the screen is built again when the language
 * or the theme changes; the publication goes on): the publication, its line in the status bar, its dialog.
 */
final class LiveControl {
    private final LivePublication publication;
    private final JLabel status = new JLabel();
    private LiveDialog dialog;
    private Messages messages;

    LiveControl(LiveRuntime runtime) {
        this.publication = new LivePublication(runtime, new org.caissier.cup.export.CupPhonePage());
        status.setName("liveStatus");
        status.setVisible(false);
        publication.onChange(this::showStatus);
    }

    LivePublication publication() {
        return publication;
    }

    /** The status bar's part: "Live results: address", shown while publishing. */
    JLabel status(Messages m) {
        this.messages = m;
        showStatus();
        return status;
    }

    /** The "Publish results on the network…" button of the screen's header. */
    JButton button(UiContext context, Supplier<Object> state) {
        JButton publish = new JButton(context.messages().get("cup.live"));
        publish.setName("publishLive");
        org.caissier.ui.MustShow.mark(publish);
        publish.addActionListener(e -> showDialog(context, state));
        return publish;
    }

    /** The live-results dialog of this event, brought up (the button, or Game → Publish results on the network…). */
    void showDialog(UiContext context, Supplier<Object> state) {
        if (dialog == null || !dialog.isDisplayable()) {
            dialog = new LiveDialog(context, publication, state);
        }
        dialog.setVisible(true);
        dialog.toFront();
    }

    private void showStatus() {
        status.setVisible(publication.on());
        if (messages != null) {
            status.setText(publication.address().map(a -> messages.get("cup.live.on", a)).orElse(" "));
        }
    }

    /** The event closes: the server stops and the dialog goes. */
    void close() {
        publication.close();
        if (dialog != null) {
            dialog.dispose();
        }
    }
}
