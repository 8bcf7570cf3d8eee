package org.caissier.longcours;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.caissier.table.DataFile;
import org.caissier.table.GameModule;
import org.caissier.table.GameOptions;
import org.caissier.table.Names;
import org.caissier.table.RuleViolation;
import org.caissier.table.Said;
import org.caissier.table.Seats;
import org.caissier.table.StartedGame;
import org.caissier.table.Words;

/** Starts Long Cours: {@code game long-cours [short] [board=FILE] PLAYER PLAYER PLAYER [PLAYER ...]}. */
public final class LongCoursModule implements GameModule<LongCoursState, LongCoursCommand> {
    public static final String ID = "long-cours";
    static final String DEFAULT_BOARD = "/longcours/board.json";
    /** 3 to 6 captains (LC-SET-1). */
    public static final Seats SEATS = Seats.between(3, 6);

    @Override
    public String id() {
        return ID;
    }

    @Override
    public Seats seats() {
        return SEATS;
    }

    @Override
    public StartedGame<LongCoursState, LongCoursCommand> start(List<String> words, Path baseDir) {
        boolean shortGame = false;
        String boardPath = null;
        List<String> colours = List.of();
        List<String> players = new ArrayList<>();
        Set<String> folded = new HashSet<>();
        for (String w : words) {
            // Options come before the first captain: a captain may be called anything else.
            Optional<String> board = players.isEmpty() ? GameOptions.required(w, "board", "plateau") : Optional.empty();
            Optional<String> colourList =
                    players.isEmpty() ? GameOptions.value(w, "colors", "couleurs") : Optional.empty();
            if (players.isEmpty() && (w.equalsIgnoreCase("short") || Names.same(w, "courte"))) {
                shortGame = true;
            } else if (board.isPresent()) {
                boardPath = board.get();
            } else if (colourList.isPresent()) {
                colours = ShipColour.parseList(colourList.get());
            } else {
                if (!folded.add(Names.fold(w))) {
                    throw RuleViolation.of("LC-SET-1", "longcours.set1.a", w);
                }
                players.add(w);
            }
        }
        if (!SEATS.allows(players.size())) {
            throw RuleViolation.of("LC-SET-1", "longcours.set1.b", SEATS.min(), SEATS.max(), players.size());
        }
        if (colours.size() > players.size()) {
            throw RuleViolation.syntaxOf("longcours.syntax.j", colours.size(), players.size());
        }
        String source = boardPath == null ? "default" : boardPath;
        byte[] bytes = DataFile.load(Said.of("longcours.word.boardFile"), boardPath, baseDir, DEFAULT_BOARD);
        // The loader (and Jackson) is made here, not at start-up: the window opens before any board is read.
        Board board = new BoardLoader()
                .load(bytes, boardPath == null ? Said.of("longcours.board.default", DEFAULT_BOARD) : boardPath);
        LongCoursState initial = LongCoursState.start(board, players, shortGame);
        List<String> line = new ArrayList<>(List.of("game", ID));
        if (shortGame) {
            line.add("short");
        }
        if (boardPath != null) {
            line.add("board=" + boardPath);
        }
        if (!colours.isEmpty()) {
            line.add("colors=" + String.join(",", colours));
        }
        line.addAll(players);
        return new StartedGame<>(
                ID, new LongCoursRules(), initial, Words.join(line), List.of(DataFile.of("board", source, bytes)));
    }
}
