package org.caissier.device;

import java.util.Objects;

/**
 * Where the box is: a port path ({@code /dev/ttyACM0}, {@code COM3}, a pty link) or {@code auto} to try every
 * listed port with the handshake. Pseudo-terminals are never listed, so they need their path.
 */
public record SerialSettings(String port, int baud) {
    public static final String AUTO = "auto";
    public static final int DEFAULT_BAUD = 115200;

    public SerialSettings {
        Objects.requireNonNull(port);
        if (port.isBlank()) {
            throw new IllegalArgumentException("port path or \"auto\" expected");
        }
        if (baud <= 0) {
            throw new IllegalArgumentException("baud must be positive: " + baud);
        }
    }

    public static SerialSettings auto() {
        return new SerialSettings(AUTO, DEFAULT_BAUD);
    }

    public static SerialSettings port(String path) {
        return new SerialSettings(path, DEFAULT_BAUD);
    }

    public boolean isAuto() {
        return AUTO.equalsIgnoreCase(port);
    }
}
