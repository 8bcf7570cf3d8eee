package org.caissier.cup.ui;

import java.time.format.DateTimeFormatter;
import org.caissier.cup.EventInfo;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.SwingHtml;

/** The event's name and date ("Spring Cup — 16 May 2026") over a line of the screen or the table display. */
final class EventTitle {
    private EventTitle() {}

    /** The name and date in the screen's language, or empty for an event that has neither. */
    static String of(EventInfo event, Messages m) {
        String date = event.date() == null
                ? null
                : event.date().format(DateTimeFormatter.ofPattern("d MMMM uuuu", m.locale()));
        if (event.name() == null) {
            return date == null ? "" : date;
        }
        return date == null ? event.name() : event.name() + " — " + date;
    }

    /** {@code line} under the event's title (a label of two lines), or the line alone for an unnamed event. */
    static String above(EventInfo event, Messages m, String line) {
        String title = of(event, m);
        return title.isEmpty() ? line : "<html>" + SwingHtml.text(title) + "<br>" + SwingHtml.text(line) + "</html>";
    }
}
