package org.caissier.longcours;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.caissier.table.DataFileException;
import org.caissier.table.JsonTree;
import org.caissier.table.Names;
import org.caissier.table.Said;
import org.caissier.table.TextFiles;
import org.caissier.table.Words;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

/**
 * Reads and checks a board file (format in {@code resources/longcours/BOARD-FORMAT.md}). A wrong file is refused
 * with a {@link DataFileException} naming the file, the entry inside it and what is wrong.
 */
public final class BoardLoader {
    public static final String FORMAT = "caissier-long-cours-board";
    public static final int VERSION = 1;
    static final int ZONES = 6;
    static final int PORTS_PER_ZONE = 3;
    static final int BRAWL_CARDS = 12;

    // The streaming parser, not a JsonMapper: the board is read when a game starts, and setting a mapper up would
    // be most of the time it takes to open a saved game (JsonTree).
    private final JsonTree json = new JsonTree();

    /** Reads and checks the board file at {@code file}, as a game line's {@code board=} names it. */
    public Board load(Path file) {
        try {
            return load(TextFiles.read(file, TextFiles.DATA_CAP), file.toString());
        } catch (IOException e) {
            throw DataFileException.unreadable(file, e);
        }
    }

    /**
     * @param source what to call the file in messages (its path, or the said "default board")
     */
    public Board load(byte[] bytes, Object source) {
        JsonNode root;
        try {
            root = json.read(bytes);
        } catch (JacksonException e) {
            throw new DataFileException(Said.of("longcours.board.notJson", source, e.getOriginalMessage()));
        }
        if (root == null || !root.isObject()) {
            throw new DataFileException(Said.of("longcours.board.notObject", source));
        }
        return new Reader(source).read(root);
    }

    private static final class Reader {
        private final Object source;

        Reader(Object source) {
            this.source = source;
        }

        private DataFileException wrong(String path, String key, Object... args) {
            return new DataFileException(
                    Said.of("longcours.board.at", source, path, Said.of("longcours.board." + key, args)));
        }

        Board read(JsonNode root) {
            String format = text(root, "format", "format");
            if (!FORMAT.equals(format)) {
                throw wrong("format", "format", format, FORMAT);
            }
            JsonNode version = root.get("version");
            if (version == null || !version.isInt() || version.intValue() != VERSION) {
                throw wrong("version", "version", String.valueOf(version), VERSION);
            }
            JsonNode verified = root.get("verified");
            if (verified == null || !verified.isBoolean()) {
                throw wrong("verified", "verified");
            }
            List<Board.Zone> zones = zones(root.get("zones"));
            Set<String> folded = new HashSet<>();
            Map<String, String> byFold = new HashMap<>();
            for (int i = 0; i < zones.size(); i++) {
                Board.Zone z = zones.get(i);
                List<String> names = new ArrayList<>();
                names.add(z.wreckSite());
                z.ports().forEach(p -> names.add(p.name()));
                for (String n : names) {
                    if (!folded.add(Names.fold(n))) {
                        throw wrong("zones[" + i + "]", "twice", n, byFold.get(Names.fold(n)));
                    }
                    byFold.put(Names.fold(n), n);
                }
            }
            List<Board.Line> lines = lines(root.get("lines"), byFold);
            SeaReach.cutOff(zones, lines).ifPresent(why -> {
                throw new DataFileException(Said.of("longcours.board.at", source, "lines", why));
            });
            Map<Integer, Good> die = die(root.get("resaleDie"));
            List<String> brawl = brawlCards(root.get("brawlCards"));
            return new Board(verified.booleanValue(), zones, lines, die, brawl);
        }

        private String text(JsonNode node, String field, String path) {
            JsonNode v = node.get(field);
            if (v == null || !v.isString() || v.stringValue().isBlank()) {
                throw wrong(path, "text");
            }
            return named(path, v.stringValue().trim());
        }

        /** A name players will type and the journal will hold: refused when no command line could carry it. */
        private String named(String path, String name) {
            Words.whyNotAName(name).ifPresent(why -> {
                throw wrong(path, "name", name.replaceAll("\\p{Cntrl}", "?"), why);
            });
            return name;
        }

        private List<Board.Zone> zones(JsonNode node) {
            if (node == null || !node.isArray()) {
                throw wrong("zones", "zones");
            }
            if (node.size() != ZONES) {
                throw wrong("zones", "zoneCount", node.size(), ZONES);
            }
            List<Board.Zone> zones = new ArrayList<>();
            Set<Integer> seen = new HashSet<>();
            for (int i = 0; i < node.size(); i++) {
                JsonNode z = node.get(i);
                String path = "zones[" + i + "]";
                if (!z.isObject()) {
                    throw wrong(path, "object");
                }
                JsonNode num = z.get("zone");
                if (num == null
                        || !num.isInt()
                        || num.intValue() % 11 != 0
                        || num.intValue() < 11
                        || num.intValue() > 66) {
                    throw wrong(path + ".zone", "zone");
                }
                int number = num.intValue();
                if (!seen.add(number)) {
                    throw wrong(path + ".zone", "zoneTwice", number);
                }
                JsonNode site = z.get("wreckSite");
                if (site == null || !site.isString() || site.stringValue().isBlank()) {
                    throw wrong(path + ".wreckSite", "wreckSite", number);
                }
                named(path + ".wreckSite", site.stringValue().trim());
                JsonNode ports = z.get("ports");
                if (ports == null || !ports.isArray() || ports.size() != PORTS_PER_ZONE) {
                    throw wrong(path + ".ports", "ports", number, PORTS_PER_ZONE);
                }
                List<Board.Port> list = new ArrayList<>();
                for (int p = 0; p < ports.size(); p++) {
                    String pp = path + ".ports[" + p + "]";
                    JsonNode port = ports.get(p);
                    if (!port.isObject()) {
                        throw wrong(pp, "object");
                    }
                    String name = text(port, "name", pp + ".name");
                    String good = text(port, "good", pp + ".good");
                    Good g = Good.byId(good).orElseThrow(() -> wrong(pp + ".good", "good", good));
                    list.add(new Board.Port(name, g));
                }
                zones.add(new Board.Zone(number, site.stringValue().trim(), list));
            }
            zones.sort((a, b) -> Integer.compare(a.number(), b.number()));
            return zones;
        }

        private List<Board.Line> lines(JsonNode node, Map<String, String> byFold) {
            if (node == null || !node.isArray() || node.isEmpty()) {
                throw wrong("lines", "lines");
            }
            List<Board.Line> lines = new ArrayList<>();
            for (int i = 0; i < node.size(); i++) {
                String path = "lines[" + i + "]";
                JsonNode l = node.get(i);
                if (!l.isArray()
                        || l.size() != 2
                        || !l.get(0).isString()
                        || !l.get(1).isString()) {
                    throw wrong(path, "pair");
                }
                String a = stop(l.get(0).stringValue(), byFold, path);
                String b = stop(l.get(1).stringValue(), byFold, path);
                if (a.equals(b)) {
                    throw wrong(path, "itself", a);
                }
                for (Board.Line other : lines) {
                    if (other.joins(a, b)) {
                        throw wrong(path, "lineTwice", a, b);
                    }
                }
                lines.add(new Board.Line(a, b));
            }
            return lines;
        }

        private String stop(String typed, Map<String, String> byFold, String path) {
            String known = byFold.get(Names.fold(typed));
            if (known == null) {
                throw wrong(path, "stop", typed);
            }
            return known;
        }

        private Map<Integer, Good> die(JsonNode node) {
            if (node == null || !node.isObject()) {
                throw wrong("resaleDie", "die");
            }
            Map<Integer, Good> die = new HashMap<>();
            for (int face = 1; face <= 6; face++) {
                JsonNode g = node.get(String.valueOf(face));
                String path = "resaleDie." + face;
                if (g == null || !g.isString()) {
                    throw wrong(path, "face", face);
                }
                die.put(face, Good.byId(g.stringValue()).orElseThrow(() -> wrong(path, "good", g.stringValue())));
            }
            for (String key : node.propertyNames()) {
                if (!key.matches("[1-6]")) {
                    throw wrong("resaleDie." + key, "faces");
                }
            }
            return die;
        }

        private List<String> brawlCards(JsonNode node) {
            if (node == null || !node.isArray() || node.size() != BRAWL_CARDS) {
                throw wrong("brawlCards", "brawl", BRAWL_CARDS);
            }
            List<String> names = new ArrayList<>();
            for (int i = 0; i < node.size(); i++) {
                JsonNode n = node.get(i);
                if (!n.isString() || n.stringValue().isBlank()) {
                    throw wrong("brawlCards[" + i + "]", "card");
                }
                names.add(named("brawlCards[" + i + "]", n.stringValue().trim()));
            }
            return names;
        }
    }
}
