package org.caissier.device;

import org.caissier.device.protocol.Sentence;

/** Who answered the handshake: firmware version, number of dice and seat buttons, and the box's own id. */
public record BoxIdentity(String boxId, String firmware, int dice, int seats) {

    static BoxIdentity of(Sentence.Hello hello) {
        return new BoxIdentity(hello.boxId(), hello.firmware(), hello.dice(), hello.buttons());
    }
}
