package org.caissier.pistes.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.caissier.pistes.RoadType;
import org.caissier.pistes.Section;

/**
 * Reads what is typed in the section field: a road letter and millimetres, with or without a space ("R 19",
 * "r19"), and several at once ("R19 J11, B 14"). The letters of the printed rules (R, J, B) and the English
 * initials (Y, W) are all read. Pure, so the screen's keyboard entry can be tested without a window.
 */
public final class SectionEntry {
    private static final Pattern ONE = Pattern.compile("\\s*([A-Za-z])\\s*(\\d{1,4})\\s*[,;]?");

    private SectionEntry() {}

    /** What the field held: the sections read, or the part that could not be read. */
    public record Reading(List<Section> sections, String unreadable) {
        public Reading {
            sections = List.copyOf(sections);
        }

        public boolean ok() {
            return unreadable == null;
        }
    }

    public static Reading read(String text) {
        List<Section> sections = new ArrayList<>();
        Matcher m = ONE.matcher(text);
        int at = 0;
        while (at < text.length()) {
            m.region(at, text.length());
            if (!m.lookingAt()) {
                String rest = text.substring(at).strip();
                return rest.isEmpty() ? new Reading(sections, null) : new Reading(List.of(), rest);
            }
            Optional<RoadType> type = RoadType.byLetter(m.group(1).charAt(0));
            int mm = Integer.parseInt(m.group(2));
            if (type.isEmpty() || mm < 1) {
                return new Reading(List.of(), m.group().strip());
            }
            sections.add(new Section(type.get(), mm));
            at = m.end();
        }
        return new Reading(sections, null);
    }
}
