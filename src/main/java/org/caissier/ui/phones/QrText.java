package org.caissier.ui.phones;

import io.nayuki.qrcodegen.QrCode;

/**
 * The QR code of an address as text for a terminal: two rows of modules a line, in half blocks, with the quiet zone
 * the standard asks for (4 modules). Light modules are drawn (as {@code qrencode -t UTF8} does), so that a
 * terminal's light text on its dark ground reads as dark modules on white.
 */
public final class QrText {
    private static final int QUIET = 4;

    private QrText() {}

    public static String of(String text) {
        QrCode qr = QrCode.encodeText(text, QrCode.Ecc.MEDIUM);
        StringBuilder out = new StringBuilder();
        for (int y = -QUIET; y < qr.size + QUIET; y += 2) {
            for (int x = -QUIET; x < qr.size + QUIET; x++) {
                boolean top = !qr.getModule(x, y);
                boolean bottom = y + 1 >= qr.size + QUIET || !qr.getModule(x, y + 1);
                out.append(top ? (bottom ? '\u2588' : '\u2580') : (bottom ? '\u2584' : ' '));
            }
            out.append('\n');
        }
        return out.toString();
    }
}
