package org.caissier.pistes.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.KeyboardFocusManager;
import java.util.concurrent.TimeUnit;
import javax.swing.JButton;
import javax.swing.JComponent;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.ShownWindow;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The driver sees the actions open to him now; Pass, which ends his turn with nothing, is folded away, and every
 * tooltip gives its reason in plain words, never a rule id.
 */
@GuiTest
class PistesActionsGuiTest extends MainWindows.Shown {
    /** A rule id as the rules write them: PI-MOVE-2, D-PI-1. */
    private static final String RULE_ID = ".*\\b[A-Z]{1,2}-[A-Z]{2,}(-[A-Z]+)?-?\\d+.*";

    @BeforeEach
    void open() {
        robot.moveMouse(window.target(), 10, 10);
        window.button("new-pistes").click();
        DialogFixture newGame = WindowFinder.findDialog("newPistesDialog")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        ShownWindow.ensureReceivesInput(newGame);
        newGame.textBox("playerName1").enterText("Ann");
        newGame.textBox("playerName2").enterText("Bob\n");
        ShownWindow.afterDialogClosed(window);
    }

    @Test
    void only_what_can_be_done_now_is_shown_and_pass_is_folded_until_asked_for() {
        assertThat(showing("passButton")).isFalse();
        assertThat(showing("removeSection")).isFalse();
        assertThat(showing("clearSections")).isFalse();
        window.button("arriveButton").requireDisabled(); // in its place, greyed until a drive reaches the finish
        window.toggleButton("moreStageActions").requireText("More ▸").click();
        window.button("passButton").requireEnabled();
        window.toggleButton("moreStageActions").requireText("More ▾");

        window.textBox("sectionField").click().enterText("R 19\n");
        window.button("removeSection").requireEnabled();
        window.button("clearSections").requireEnabled().click();
        assertThat(showing("removeSection")).isFalse();

        window.button("passButton").click();
        window.label("turnLabel").requireText("Round 1 — Bob to drive (first stage)");
        assertThat(showing("passButton")).as("folded again for the next driver").isFalse();
        window.toggleButton("moreStageActions").requireText("More ▸");
    }

    @Test
    void after_a_roll_and_after_a_pass_the_keyboard_is_in_the_next_drivers_section_field() {
        window.textBox("sectionField").click().enterText("R 19\n");
        window.button("rollButton").click();
        window.label("turnLabel").requireText("Round 1 — Bob to drive (first stage)");
        assertThat(focusOwnerName()).isEqualTo("sectionField");
        // What the next driver types lands in his field, and a Space presses nothing.
        robot.enterText("R 19");
        window.textBox("sectionField").requireText("R 19");
        window.toggleButton("moreStageActions").click();
        window.button("passButton").click();
        assertThat(focusOwnerName()).isEqualTo("sectionField");
    }

    private String focusOwnerName() {
        robot.waitForIdle();
        return GuiActionRunner.execute(() -> {
            Component c = KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner();
            return c == null ? null : c.getName();
        });
    }

    @Test
    void tooltips_say_why_in_plain_words_without_rule_ids() {
        window.textBox("sectionField").click().enterText("B 49\n");
        window.label("stageRow").requireText("Too long: a stage is at most 240 points");
        window.button("rollButton").requireDisabled().requireToolTip("This stage costs 245 points, the most is 240.");
        assertThat(window.label("stagePoints").target().getToolTipText())
                .isEqualTo("This stage costs 245 points; a stage is at most 240: take a section off.");

        window.tabbedPane("bottomTabs").selectTab(1);
        for (int n = 0; n < 4; n++) {
            window.button("shopPlus-carburettor").click();
        }
        window.button("shopPlus-carburettor")
                .requireDisabled()
                .requireToolTip("5 × carburettor costs 1250 points, Ann has only 1000 left.");
        window.button("shopPlus-spare-wheel").requireDisabled();
        window.button("shopMinus-carburettor").requireToolTip("Take out of the basket: carburettor");

        for (String name : new String[] {
            "rollButton", "shopPlus-carburettor", "shopPlus-water", "stagePoints", "shopMinus-oil", "editTable"
        }) {
            String tip = ((JComponent) robot.finder().findByName(window.target(), name, false)).getToolTipText();
            assertThat(tip).as(name).isNotNull().doesNotMatch(RULE_ID);
        }
    }

    @Test
    void in_french_the_equipment_reads_inside_the_sentence() {
        window.menuItem("menuFrench").click();
        window.textBox("sectionField").click().enterText("R 19 J 11 B 14\n");
        window.label("risk-puncture").requireText("Crevaison\u202F: 6 sur 36 (17\u202F%)");
        window.label("risk-puncture-cover").requireText("✖ sans roue de secours");
        window.label("riskFull").requireText("Étape entière\u202F: 10 sur 36 (28\u202F%) · ✖ demi-distance");
        window.tabbedPane("bottomTabs").selectTab(1);
        window.button("shopPlus-spare-wheel").requireToolTip("Ajouter au panier\u202F: roue de secours (100 points)");
    }

    private boolean showing(String name) {
        return robot.finder()
                .findByName(window.target(), name, JButton.class, false)
                .isShowing();
    }
}
