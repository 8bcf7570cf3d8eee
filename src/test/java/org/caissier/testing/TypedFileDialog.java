package org.caissier.testing;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.caissier.ui.files.PathCheck;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/**
 * A screen test of a new-game dialog whose data file is typed and read once the typing stops (PathCheck): the
 * window it opens over, the typing timer in the test's hands, the paths read (and whether on the screen's thread),
 * and what the dialog answered.
 */
public abstract class TypedFileDialog {
    @TempDir
    protected Path dir;

    protected DialogOwner owner;
    protected final ManualTimer typing = new ManualTimer();
    protected final List<String> reads = new CopyOnWriteArrayList<>();
    protected final List<Optional<String>> answer = new CopyOnWriteArrayList<>();

    @BeforeEach
    protected final void openOwner() {
        owner = new DialogOwner();
    }

    @AfterEach
    protected final void closeOwner() {
        owner.cleanUp();
    }

    /** Notes a read of {@code path}, and whether it was on the screen's thread. */
    protected final void read(Path path) {
        reads.add(path + (SwingUtilities.isEventDispatchThread() ? " on the screen's thread" : ""));
    }

    /** The dialog {@code name}, once shown and ready for keys. */
    protected final DialogFixture shown(String name) {
        DialogFixture dialog =
                WindowFinder.findDialog(name).withTimeout(30, TimeUnit.SECONDS).using(owner.robot);
        ShownWindow.ensureReceivesInput(dialog);
        return dialog;
    }

    /** The typing stopped, as far as the dialog's timer can tell. */
    protected final void typingStopped() {
        GuiActionRunner.execute(() -> typing.pass(Duration.ofMillis(PathCheck.QUIET_MS)));
    }
}
