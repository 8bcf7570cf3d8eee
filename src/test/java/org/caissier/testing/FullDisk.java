package org.caissier.testing;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.caissier.table.WholeFile;

/**
 * A disk that fills up part-way through a file: the first bytes reach the real temporary file, then every write
 * fails as the system says when no space is left.
 */
public final class FullDisk implements WholeFile.Sink {
    private final int room;

    public FullDisk(int room) {
        this.room = room;
    }

    public static WholeFile after(int bytes) {
        return new WholeFile(new FullDisk(bytes));
    }

    @Override
    public OutputStream open(Path temp) throws IOException {
        OutputStream file = Files.newOutputStream(temp);
        return new OutputStream() {
            private int written;

            @Override
            public void write(int b) throws IOException {
                if (written >= room) {
                    throw new IOException("No space left on device");
                }
                file.write(b);
                written++;
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                for (int i = 0; i < len; i++) {
                    write(b[off + i]);
                }
            }

            @Override
            public void close() throws IOException {
                file.close();
            }
        };
    }
}
