package org.caissier.regates;

import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.JButton;

/**
 * The rules of a game no registry knows, which build a button, look for a file and open a socket: ArchitectureTest
 * proves its role rules catch a new package that is not pure, whatever its name.
 */
public final class RegatesRules {
    public Object mark() {
        return new JButton("mark");
    }

    public boolean hasCourse(Path course) {
        return Files.exists(course);
    }

    public Object committee() {
        return new Socket();
    }
}
