package org.caissier.longcours.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javax.swing.JComponent;
import javax.swing.RepaintManager;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.caissier.app.Wiring;
import org.caissier.longcours.LongCoursState;
import org.caissier.testing.DialogOwner;
import org.caissier.testing.GuiTest;
import org.caissier.testing.ShownWindow;
import org.caissier.ui.kit.Theme;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The brawl's card ladder comes to rest once a card is played. Its two-line (HTML) card buttons were aligned on
 * their baselines, and asking one for its baseline laid its text out again, which asked for a new layout: the
 * screen's thread laid the dialog out for ever, a busy loop that also kept a waiting robot from ever seeing it idle.
 */
@GuiTest
class BrawlDialogGuiTest {
    private DialogOwner owner;
    private RepaintManager usual;

    @BeforeEach
    void open() {
        GuiActionRunner.execute(() -> Theme.apply(false, 14));
        owner = new DialogOwner();
        usual = GuiActionRunner.execute(() -> RepaintManager.currentManager((JComponent) null));
    }

    @AfterEach
    void close() {
        GuiActionRunner.execute(() -> RepaintManager.setCurrentManager(usual));
        owner.cleanUp();
    }

    @Test
    void a_card_played_leaves_the_dialog_at_rest() {
        LongCoursState state = (LongCoursState)
                Wiring.games().startNew("game long-cours Ann Bob Cid", null).initial();
        List<Optional<List<Integer>>> answer = new CopyOnWriteArrayList<>();
        SwingUtilities.invokeLater(
                () -> answer.add(new BrawlDialog(owner.context("i18n.longcours"), state, "Ann", "Cid").ask()));
        DialogFixture dialog = WindowFinder.findDialog("brawlDialog")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(owner.robot);
        ShownWindow.ensureReceivesInput(dialog);
        AtomicInteger asked = new AtomicInteger();
        GuiActionRunner.execute(() -> RepaintManager.setCurrentManager(new RepaintManager() {
            @Override
            public void addInvalidComponent(JComponent c) {
                asked.incrementAndGet();
                super.addInvalidComponent(c);
            }

            @Override
            public void addDirtyRegion(JComponent c, int x, int y, int w, int h) {
                asked.incrementAndGet();
                super.addDirtyRegion(c, x, y, w, h);
            }
        }));

        dialog.button("brawlCard4").click();
        dialog.label("brawlLadder").requireText("Ann 4  ");
        int atRest = asked.get();
        for (int turn = 0; turn < 5; turn++) {
            GuiActionRunner.execute(() -> null);
        }
        assertThat(asked.get())
                .as("layouts and paints asked for by five more turns of the screen's thread")
                .isEqualTo(atRest);

        dialog.button("brawlCard6").click();
        dialog.button("brawlStop").click();
        assertThat(answer).containsExactly(Optional.of(List.of(4, 6)));
    }
}
