package org.caissier.ui.phones;

import io.nayuki.qrcodegen.QrCode;
import java.awt.image.BufferedImage;

/** The QR code of an address, black on white with the quiet zone the standard asks for (4 modules). */
final class QrImage {
    private static final int QUIET = 4;

    private QrImage() {}

    static BufferedImage of(String text, int moduleSize) {
        QrCode qr = QrCode.encodeText(text, QrCode.Ecc.MEDIUM);
        int side = (qr.size + 2 * QUIET) * moduleSize;
        BufferedImage image = new BufferedImage(side, side, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < side; y++) {
            for (int x = 0; x < side; x++) {
                boolean dark = qr.getModule(x / moduleSize - QUIET, y / moduleSize - QUIET);
                image.setRGB(x, y, dark ? 0x000000 : 0xFFFFFF);
            }
        }
        return image;
    }
}
