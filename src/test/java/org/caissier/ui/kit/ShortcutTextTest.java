package org.caissier.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import javax.swing.KeyStroke;
import org.junit.jupiter.api.Test;

class ShortcutTextTest {
    @Test
    void punctuation_keys_show_their_sign_not_an_english_word() {
        assertThat(ShortcutText.of(KeyStroke.getKeyStroke(KeyEvent.VK_EQUALS, InputEvent.CTRL_DOWN_MASK), "+"))
                .isEqualTo("Ctrl+=");
        assertThat(ShortcutText.of(KeyStroke.getKeyStroke(KeyEvent.VK_MINUS, InputEvent.CTRL_DOWN_MASK), "+"))
                .isEqualTo("Ctrl+-");
    }

    @Test
    void other_keys_keep_their_usual_names() {
        assertThat(ShortcutText.of(KeyStroke.getKeyStroke(KeyEvent.VK_F11, 0), "+"))
                .isEqualTo("F11");
        assertThat(ShortcutText.of(
                        KeyStroke.getKeyStroke(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK | InputEvent.SHIFT_DOWN_MASK),
                        "+"))
                .isEqualTo("Ctrl+Shift+Z");
    }
}
