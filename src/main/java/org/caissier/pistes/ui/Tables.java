package org.caissier.pistes.ui;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import org.caissier.pistes.EventTable;
import org.caissier.pistes.EventTableLoader;
import org.caissier.pistes.PistesModule;

/** The program's own event table, for the editor to start from. */
final class Tables {
    private Tables() {}

    static EventTable reconstruction() {
        try (InputStream in = PistesModule.class.getResourceAsStream(PistesModule.DEFAULT_TABLE)) {
            if (in == null) {
                throw new IllegalStateException("the program's own " + PistesModule.DEFAULT_TABLE + " is missing");
            }
            return new EventTableLoader().load(in.readAllBytes(), "default event table " + PistesModule.DEFAULT_TABLE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
