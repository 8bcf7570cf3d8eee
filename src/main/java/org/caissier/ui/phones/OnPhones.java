package org.caissier.ui.phones;

import java.awt.Window;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Supplier;
import javax.swing.JLabel;
import org.caissier.live.LivePublication;
import org.caissier.live.LiveRuntime;
import org.caissier.live.PhonePage;
import org.caissier.table.Games;
import org.caissier.table.JournalException;
import org.caissier.table.Session;
import org.caissier.ui.game.PlayedFor;
import org.caissier.ui.kit.AppSettings;
import org.caissier.ui.kit.Messages;

/**
 * The game on the players' phones, owned by the main window and bound to that game's journal (its real path), not
 * to the screen that shows it: the window is built again for a language, and a Cup event gives its place to one of
 * its matches in the assistant, while the phones keep following the event. While a game played for the published
 * one is open ({@link PlayedFor}: a match of the event), the published game's journal is read again whenever it
 * changed (the match's finish scored into it) and the page says who is playing. It ends on Stop, when the published
 * game is closed, when another game is opened, or with the window.
 */
public final class OnPhones {
    private final AppSettings settings;
    private final Games games;
    private final Supplier<LiveRuntime> runtime;
    private final JLabel status = new JLabel(" ");
    private LivePublication publication;
    private LiveDialog dialog;
    /** The real path of the published game's journal. */
    private Path bound;
    /** The open game, when it is the published one; else the published one is read from its journal. */
    private Session<?, ?> shown;
    /** The published journal, read again when it changed (a game played for it is open). */
    private FollowedJournal followed;

    private Messages messages;
    /** Whether the phones were shown a game since the window opened: the status bar then says when they no longer are. */
    private boolean wasOn;

    /** @param games reads the published game's journal again while a game played for it is open */
    public OnPhones(AppSettings settings, Games games, Supplier<LiveRuntime> runtime) {
        this.settings = settings;
        this.games = games;
        this.runtime = runtime;
        status.setName("liveStatus");
        status.setVisible(false);
    }

    /** The status bar's part: where the page is served, and who is playing, while it is. */
    public JLabel status() {
        return status;
    }

    public boolean on() {
        return publication != null && publication.on();
    }

    /**
     * The dialog for the open game: its page's address and port, Start and Stop. A game played for the published
     * one (a match of the event) brings up the event's dialog, still publishing the event.
     */
    public void showDialog(Window owner, Messages messages, Session<?, ?> open, Optional<PhonePage> page) {
        boolean partOfPublished = publication != null && shown == null;
        if (!partOfPublished && (publication == null || !realPath(open.file()).equals(bound))) {
            if (page.isEmpty()) {
                return;
            }
            end();
            publication = new LivePublication(runtime.get(), page.get(), messages.locale());
            LivePublication told = publication;
            // A failure is told on a server thread: the status bar is changed on the EDT.
            publication.onChange(() -> javax.swing.SwingUtilities.invokeLater(() -> {
                if (told == publication) {
                    showStatus();
                }
            }));
            bound = realPath(open.file());
            shown = open;
        }
        if (dialog == null) {
            // Closed, it is let go (DISPOSE_ON_CLOSE): opened again, it offers the addresses the machine has then
            // (the laptop may have joined the club's network since) and takes the keyboard as any new dialog does.
            LiveDialog opened = new LiveDialog(owner, messages, settings, publication, this::state);
            opened.addWindowListener(new java.awt.event.WindowAdapter() {
                @Override
                public void windowClosed(java.awt.event.WindowEvent e) {
                    if (dialog == opened) {
                        dialog = null;
                    }
                }
            });
            dialog = opened;
        }
        dialog.setVisible(true);
        dialog.toFront();
    }

    /**
     * A game opened in the window: the published game itself keeps its page; a game played for it keeps it too and
     * is named on it; any other ends it.
     */
    public void opened(Session<?, ?> session, Optional<PlayedFor> playedFor) {
        if (publication == null) {
            return;
        }
        if (realPath(session.file()).equals(bound)) {
            shown = session;
            publication.nowPlaying("");
        } else if (playedFor.isPresent() && realPath(playedFor.get().game()).equals(bound)) {
            shown = null;
            followed = null;
            publication.nowPlaying(playedFor.get().players());
        } else {
            end();
        }
        showStatus();
    }

    /** The open game changed (and was shown): the page follows, the published game read again when it changed. */
    public void changed() {
        if (!on()) {
            return;
        }
        Object state = state();
        if (state != null) {
            publication.publish(state);
        }
    }

    /** The published game is closed (or the window): the page ends. */
    public void end() {
        if (dialog != null) {
            dialog.dispose();
            dialog = null;
        }
        if (publication != null) {
            publication.close();
            publication = null;
        }
        bound = null;
        shown = null;
        followed = null;
        showStatus();
    }

    /** Says, in these words, where the page is served and who is playing. */
    public void speak(Messages words) {
        this.messages = words;
        if (dialog != null && !dialog.isVisible()) {
            dialog.dispose(); // built again in the new words when next asked for
            dialog = null;
        }
        showStatus();
    }

    /** The published game's state: the open game's, or its journal's while a game played for it is open. */
    /**
     * What the page is handed: the session's snapshot, its history with it, so that a page tells the last news the
     * window announced (Long Cours' resale rolls) rather than "No news yet".
     */
    private Object state() {
        return shown != null ? shown.snapshot() : readAgainIfChanged();
    }

    /**
     * "On phones" while the page is served; once it was, what became of it: stopped (Stop, the game closed, another
     * opened) or failed, with why. Never silent: hidden only before the first start.
     */
    private void showStatus() {
        boolean live = on();
        wasOn |= live;
        status.setVisible(wasOn);
        if (messages == null) {
            return;
        }
        Optional<String> failure = publication == null ? Optional.empty() : publication.failure();
        if (live) {
            status.setText(
                    publication.nowPlaying().isEmpty()
                            ? messages.get("phones.on", publication.address().orElseThrow())
                            : messages.get(
                                    "phones.onPlaying", publication.address().orElseThrow(), publication.nowPlaying()));
        } else if (failure.isPresent()) {
            status.setText(messages.get("phones.failedWhileOn", failure.get()));
        } else {
            status.setText(wasOn ? messages.get("phones.stopped") : " ");
        }
    }

    /**
     * The published game as its journal holds it now (read without its lock), read again only when the file
     * changed; the last state read when it did not or cannot be read (the page keeps what it shows).
     */
    private Object readAgainIfChanged() {
        if (followed == null || !followed.file().equals(bound)) {
            followed = new FollowedJournal(bound, games, Session::snapshot);
        }
        try {
            return followed.state();
        } catch (IOException | JournalException | RuntimeException e) {
            // A journal being written or gone: the phones keep the last state read; the next change tries again.
            return followed.last();
        }
    }

    private static Path realPath(Path file) {
        try {
            return file.toRealPath();
        } catch (IOException e) {
            return file.toAbsolutePath().normalize();
        }
    }
}
