package org.caissier.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.swing.JList;
import javax.swing.JScrollPane;
import javax.swing.ListModel;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.table.Session;
import org.caissier.table.counter.CounterGame;
import org.caissier.testing.GuiTest;
import org.caissier.ui.kit.Messages;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The journal panel, updated line by line, shows the same as a panel built afresh after every kind of change. */
@GuiTest
class JournalPanelGuiTest {
    @TempDir
    Path dir;

    private static List<String> shown(JournalPanel panel) {
        JList<?> list =
                (JList<?>) ((JScrollPane) panel.getComponent(1)).getViewport().getView();
        ListModel<?> model = list.getModel();
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < model.getSize(); i++) {
            JournalPanel.Line line = (JournalPanel.Line) model.getElementAt(i);
            lines.add(line.index() + " " + line.mark() + " " + line.words());
        }
        return lines;
    }

    private static List<String> afresh(Session<?, ?> session) {
        JournalPanel fresh = new JournalPanel(new Messages(Locale.ENGLISH), i -> {});
        fresh.show(session);
        return shown(fresh);
    }

    @Test
    void appending_undoing_redoing_and_replacing_lines_show_what_a_fresh_panel_shows() throws Exception {
        try (Session<?, ?> session =
                Session.create(dir.resolve("g.caissier"), CounterGame.games().start("game counter Ann Bob", dir))) {
            JournalPanel panel = GuiActionRunner.execute(() -> new JournalPanel(new Messages(Locale.ENGLISH), i -> {}));
            List<Session.IORunnable> changes = List.of(
                    () -> session.submit("add Ann 1"),
                    () -> session.submit("add Bob 2"),
                    () -> session.submit("take Bob 1"),
                    session::undo,
                    session::redo,
                    () -> session.undoFrom(1),
                    session::redo,
                    () -> session.submit("roll Ann 6"));
            for (Session.IORunnable change : changes) {
                change.run();
                List<List<String>> both = GuiActionRunner.execute(() -> {
                    panel.show(session);
                    return List.of(shown(panel), afresh(session));
                });
                assertThat(both.get(0))
                        .isEqualTo(both.get(1))
                        .hasSize(session.history().size());
            }
            assertThat(GuiActionRunner.execute(() -> shown(panel)))
                    .containsExactly(
                            "0 ACTIVE add Ann 1",
                            "1 ACTIVE add Bob 2",
                            "2 DROPPED take Bob 1",
                            "3 ACTIVE roll Ann 6 dice=typed");
        }
    }
}
