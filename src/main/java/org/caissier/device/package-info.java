/**
 * The dice/button box: a small board on a serial port with two electronic dice and a button per seat.
 *
 * <ul>
 * <li>{@code protocol}: the wire format, pure ({@link org.caissier.device.protocol.Codec},
 *     {@link org.caissier.device.protocol.LineAssembler}).</li>
 * <li>{@link org.caissier.device.BoxLink}: the host's protocol state machine (handshake, acknowledgements,
 *     duplicates, gaps, silence, roll ids), with no port and an injected clock.</li>
 * <li>{@link org.caissier.device.SerialTransport}: the link on a jSerialComm port, one thread, reconnection;
 *     events reach a {@link org.caissier.device.BoxListener} through an executor.</li>
 * <li>{@link org.caissier.device.BoxDiceSource} ({@code dice=box}) and {@link org.caissier.device.ButtonMapping}
 *     (what each button means in a game).</li>
 * <li>{@link org.caissier.device.BoxSimulator} / {@link org.caissier.device.BoxSimulatorMain}: a box in
 *     software on the other end of a pty, for demonstrations and tests.</li>
 * </ul>
 */
package org.caissier.device;
