package org.caissier.regates;

/**
 * The rules of a game no registry knows, which build a button, look for a file and open a socket: ArchitectureTest
 * proves its role rules catch a new package that is not pure, whatever its name.
 */
public final class RegatesRules {
    public Object mark() {
        return new javax.swing.JButton("mark");
    }

    public boolean hasCourse(java.nio.file.Path course) {
        return java.nio.file.Files.exists(course);
    }

    public Object committee() {
        return new java.net.Socket();
    }
}
