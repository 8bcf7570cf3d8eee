package org.caissier.cup.ui;

import java.util.List;
import java.util.stream.Collectors;
import org.caissier.cup.Finish;

/** A finishing order as the scorer types it: "Cid Ann Bob+Dan Fay=DNF". */
final class RaceWords {
    private RaceWords() {}

    static String order(List<Finish> order) {
        return order.stream().map(Finish::text).collect(Collectors.joining(" "));
    }
}
